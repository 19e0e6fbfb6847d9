// Environment: server
import type { PageContextServer } from 'vike/types';
import type { BillerSummary } from '../../../src/api/contracts/directoryContract.js';

export type Data = { query: string; billers: BillerSummary[] | null };

/** The API's limit for a biller name prefix. */
const MAX_QUERY_LENGTH = 100;

export async function data(pageContext: PageContextServer): Promise<Data> {
  const query = (pageContext.urlParsed.search.q ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  if (!query || !pageContext.api) return { query, billers: null };
  return { query, billers: await pageContext.api.directoryApi.searchBillers(query) };
}
