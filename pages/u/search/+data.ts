// Environment: server
import type { PageContextServer } from 'vike/types';
import { loadPageData } from '../../../renderer/loadPageData.js';
import type { BillerSearchResponse } from '../../../src/api/contracts/directoryContract.js';
import {
  billerListQuery,
  hasSearch,
  searchAddressFrom,
  type SearchAddress,
} from '../../../src/billers/billerAddress.js';
import { loadServiceTypes, selectServiceTypes } from '../../../src/directory/directorySlice.js';
import { directoryApiOf } from '../../../src/api/directoryApi.js';

export type Data = { address: SearchAddress; answer: BillerSearchResponse | null };

/**
 * The search page renders its results on the server (docs/product.md#search-page): the address
 * read against the service types (an unknown type or state is dropped, a bad page is page 1),
 * then one page of billers. The service types land in the serialized store for the filter.
 */
export async function data(pageContext: PageContextServer): Promise<Data> {
  const { store, api, urlParsed } = pageContext;
  if (!api) throw new Error('The page context has no API clients.');
  await loadPageData(pageContext, [store.dispatch(loadServiceTypes())]);
  const address = searchAddressFrom(urlParsed.search, selectServiceTypes(store.getState()) ?? []);
  if (!hasSearch(address)) return { address, answer: null };
  try {
    return { address, answer: await directoryApiOf(api).listBillers(billerListQuery(address)) };
  } catch (error) {
    // A 503 becomes the redirect to the maintenance page (docs/product.md#maintenance).
    await loadPageData(pageContext, []);
    throw error;
  }
}
