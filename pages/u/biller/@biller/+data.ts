// Environment: server
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { loadPageData } from '../../../../renderer/loadPageData.js';
import { statusOf } from '../../../../src/api/createApiClient.js';
import type { BillerDetailResponse } from '../../../../src/api/contracts/directoryContract.js';
import type { BillerListingResponse } from '../../../../src/api/contracts/insightsContract.js';
import { BILLER_SLUG_PATTERN } from '../../../../src/api/contracts/widgetSettingsContract.js';
import { directoryApiOf } from '../../../../src/api/directoryApi.js';
import { insightsApiOf } from '../../../../src/api/insightsApi.js';

export type Data = { biller: BillerDetailResponse; listing: BillerListingResponse };

/**
 * A biller's public page (docs/product.md#biller-pages: the insights table links here): who it is,
 * where it serves, and its standing among payers across the USA over the last 12 months, in one
 * parallel round.
 */
export async function data(pageContext: PageContextServer): Promise<Data> {
  const { api, routeParams } = pageContext;
  if (!api) throw new Error('The page context has no API clients.');
  const slug = routeParams.biller ?? '';
  // Not a slug at all (markup, %-junk, too long): no biller has it, and the API is not asked.
  if (!BILLER_SLUG_PATTERN.test(slug)) throw render(404);
  try {
    const [biller, listing] = await Promise.all([
      directoryApiOf(api).biller(slug),
      insightsApiOf(api).billerListing({ biller: slug, location: '/usa', days: 365 }),
    ]);
    return { biller, listing };
  } catch (error) {
    if (statusOf(error) === 404) throw render(404);
    // docs/product.md#maintenance: a 503 becomes the redirect to the maintenance page.
    await loadPageData(pageContext, []);
    throw error;
  }
}
