// Environment: server
import type { PageContextServer } from 'vike/types';
import { loadServiceDirectory } from '../../renderer/loadPageData.js';
import type { ServiceType, ServiceTypeGroup } from '../../src/api/contracts/directoryContract.js';

export type Data = { serviceTypeGroups: ServiceTypeGroup[]; serviceTypes: ServiceType[] };

/** The service groups and types the landing page leads to (the directory, cached by version). */
export async function data(pageContext: PageContextServer): Promise<Data> {
  return loadServiceDirectory(pageContext);
}
