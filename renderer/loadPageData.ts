// Environment: server
import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { loadServiceTypeGroups, loadServiceTypes } from '../src/directory/directorySlice.js';
import type { ServiceType, ServiceTypeGroup } from '../src/api/contracts/directoryContract.js';
import { paths } from '../src/routing/paths.js';
import type { ThunkExtra } from '../src/store/thunkExtra.js';
import { selectAuthLevel } from '../src/user/userSlice.js';
import { pageAddress } from './pageAddress.js';

/**
 * Runs a page's loads (usually store dispatches) in parallel, then turns an API 503 seen by any of
 * them into the docs/product.md#maintenance redirect to the maintenance page. Thunks catch their
 * errors, so the redirect thrown by the API client does not reach the data hook by itself.
 */
export async function loadPageData(pageContext: PageContextServer, loads: readonly Promise<unknown>[]): Promise<void> {
  await Promise.all(loads);
  if (pageContext.apiUnavailable) throw redirect(paths.maintenance(pageAddress(pageContext)), 302);
}

/**
 * What a signed-in screen reads on the server for its first render, on a first load and a client
 * navigation alike: null for a visitor not signed in, or when the read fails (the browser then
 * shows the error and can retry).
 */
export async function loadSignedInPageData<Answer>(
  pageContext: PageContextServer,
  read: (api: ThunkExtra) => Promise<Answer>,
): Promise<Answer | null> {
  const { store, api } = pageContext;
  if (!api || selectAuthLevel(store.getState()) !== 'Auth3') return null;
  let answer: Answer | null = null;
  await loadPageData(pageContext, [
    read(api).then(
      (value) => (answer = value),
      () => undefined,
    ),
  ]);
  return answer;
}

/** The service groups and types, into the request's store (the directory, cached by version). */
export async function loadServiceDirectory(
  pageContext: PageContextServer,
): Promise<{ serviceTypeGroups: ServiceTypeGroup[]; serviceTypes: ServiceType[] }> {
  const { store } = pageContext;
  await loadPageData(pageContext, [store.dispatch(loadServiceTypes()), store.dispatch(loadServiceTypeGroups())]);
  const { serviceTypes, serviceTypeGroups } = store.getState().directory;
  if (!serviceTypes || !serviceTypeGroups) {
    throw new Error('The service directory could not be loaded.');
  }
  return { serviceTypeGroups, serviceTypes };
}
