// Environment: server
import type { PageContextServer } from 'vike/types';
import { loadPageData } from '../../renderer/loadPageData.js';
import type { ServiceType, ServiceTypeGroup } from '../../src/api/contracts/directoryContract.js';
import { loadServiceTypeGroups, loadServiceTypes } from '../../src/directory/directorySlice.js';

export type Data = { serviceTypeGroups: ServiceTypeGroup[]; serviceTypes: ServiceType[] };

/** The service groups and types the landing page leads to (the directory, cached by version). */
export async function data(pageContext: PageContextServer): Promise<Data> {
  const { store } = pageContext;
  await loadPageData(pageContext, [
    store.dispatch(loadServiceTypes()),
    store.dispatch(loadServiceTypeGroups()),
  ]);
  const { serviceTypes, serviceTypeGroups } = store.getState().directory;
  if (!serviceTypes || !serviceTypeGroups) {
    throw new Error('The service directory could not be loaded.');
  }
  return { serviceTypeGroups, serviceTypes };
}
