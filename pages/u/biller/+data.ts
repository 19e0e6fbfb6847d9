// Environment: server
import type { PageContextServer } from 'vike/types';
import { loadPageData } from '../../../renderer/loadPageData.js';
import type { BillerSearchResponse } from '../../../src/api/contracts/directoryContract.js';
import { billerListQuery, directoryAddressFrom, type DirectoryAddress } from '../../../src/billers/billerAddress.js';
import { loadServiceTypes, selectServiceTypes } from '../../../src/directory/directorySlice.js';
import { selectLocationHierarchy } from '../../../src/location/locationSlice.js';
import { selectAuthLevel } from '../../../src/user/userSlice.js';
import { directoryApiOf } from '../../../src/api/directoryApi.js';

export type Data = { address: DirectoryAddress; answer: BillerSearchResponse; signedIn: boolean };

/**
 * The directory's page of billers, rendered on the server (docs/product.md#biller-directory):
 * by name, those serving a signed-in user's place first.
 */
export async function data(pageContext: PageContextServer): Promise<Data> {
  const { store, api, urlParsed } = pageContext;
  if (!api) throw new Error('The page context has no API clients.');
  await loadPageData(pageContext, [store.dispatch(loadServiceTypes())]);
  const state = store.getState();
  const address = directoryAddressFrom(urlParsed.search, selectServiceTypes(state) ?? []);
  const near = selectAuthLevel(state) === 'Auth3' ? (selectLocationHierarchy(state) ?? undefined) : undefined;
  try {
    const answer = await directoryApiOf(api).listBillers(
      billerListQuery(address, { order: 'name', ...(near ? { near } : {}) }),
    );
    return { address, answer, signedIn: near !== undefined };
  } catch (error) {
    // A 503 becomes the redirect to the maintenance page (docs/product.md#maintenance).
    await loadPageData(pageContext, []);
    throw error;
  }
}
