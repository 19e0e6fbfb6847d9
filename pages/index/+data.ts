// Environment: server
import type { PageContextServer } from 'vike/types';
import { loadPageData } from '../../renderer/loadPageData.js';
import type { MostCommonBillersResponse } from '../../src/api/contracts/insightsContract.js';
import { homeStateHierarchy } from '../../src/website/homeState.js';
import { insightsApiOf } from '../../src/api/insightsApi.js';

export type Data = { mostCommonBillers: MostCommonBillersResponse };

/**
 * The most common billers where the visitor lives (docs/product.md#home-page): the state they
 * chose on the page, else the signed-in user's state, else the whole USA (as prerendered).
 */
export async function data(pageContext: PageContextServer): Promise<Data> {
  const { api, store, urlParsed } = pageContext;
  if (!api) throw new Error('The page context has no API clients.');
  const location = homeStateHierarchy(urlParsed.search.state, store.getState().location.state);
  try {
    const mostCommonBillers = await insightsApiOf(api).mostCommonBillers({
      serviceTypeGroup: 'all-groups',
      serviceType: 'all-services',
      location,
      days: 365,
      limit: 5,
    });
    return { mostCommonBillers };
  } catch (error) {
    // A 503 becomes the redirect to the maintenance page (docs/product.md#maintenance).
    await loadPageData(pageContext, []);
    throw error;
  }
}
