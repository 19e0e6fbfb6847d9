// Environment: server
import { redirect, render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { loadPageData } from '../../../../../renderer/loadPageData.js';
import {
  loadServiceTypeGroups,
  loadServiceTypes,
} from '../../../../../src/directory/directorySlice.js';
import {
  resolveInsightsSelection,
  type InsightsSelection,
} from '../../../../../src/insights/resolveInsightsSelection.js';
import { paths } from '../../../../../src/routing/paths.js';

export type Data = { selection: InsightsSelection };

// The directory lands in the request's store (and so in the page's serialized state): the
// browser does not fetch it again after hydration.
export async function data(pageContext: PageContextServer): Promise<Data> {
  const { store, routeParams, urlParsed } = pageContext;
  await loadPageData(pageContext, [
    store.dispatch(loadServiceTypes()),
    store.dispatch(loadServiceTypeGroups()),
  ]);
  const { serviceTypes, serviceTypeGroups } = store.getState().directory;
  if (!serviceTypes || !serviceTypeGroups) {
    throw new Error('The service directory could not be loaded.');
  }
  const selection = resolveInsightsSelection(
    routeParams.serviceGroup ?? '',
    routeParams.serviceType ?? '',
    serviceTypeGroups,
    serviceTypes,
  );
  // SPEC §2: an unknown group or type is a 404.
  if (!selection) throw render(404);
  const { group, type } = selection.canonical;
  if (group !== routeParams.serviceGroup || type !== routeParams.serviceType) {
    // One canonical URL per group and type; other spellings move there for good.
    throw redirect(`${paths.insights(group, type)}${urlParsed.searchOriginal ?? ''}`, 301);
  }
  return { selection };
}
