// Environment: server
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { loadPageData, loadServiceDirectory } from '../../../../../renderer/loadPageData.js';
import { statusOf } from '../../../../../src/api/createApiClient.js';
import { sharingRequests, insightsApiOf } from '../../../../../src/api/insightsApi.js';
import type { MostCommonBillersResponse } from '../../../../../src/api/contracts/insightsContract.js';
import { fetchWidgetResult } from '../../../../../src/dashboard/dashboardSlice.js';
import { defaultWidgets } from '../../../../../src/dashboard/defaultDashboard.js';
import {
  widgetQuery,
  widgetQueryKey,
  type PageScope,
  type WidgetResult,
} from '../../../../../src/dashboard/widgetQuery.js';
import { selectLocationHierarchy } from '../../../../../src/location/locationSlice.js';
import { defaultInsightsAddress } from '../../../../../src/insights/useDefaultInsightsLocation.js';
import { hierarchyFromRouteSegments } from '../../../../../src/insights/locationHierarchy.js';
import {
  resolveInsightsSelection,
  type InsightsSelection,
} from '../../../../../src/insights/resolveInsightsSelection.js';
import { redirectSuffix } from '../../../../../src/insights/transientParameters.js';
import { paths } from '../../../../../src/routing/paths.js';
import { redirectWithinHopLimit } from '../../../../../src/routing/redirectWithinHopLimit.js';
import { routeSegmentText } from '../../../../../src/routing/routeSegment.js';

export type Data = {
  selection: InsightsSelection;
  /** The URL-form hierarchy from the address, or null when none was given. */
  hierarchy: string | null;
  mostCommonBillers: MostCommonBillersResponse;
  /** The page's filters as widgets read them (src/dashboard/widgetQuery.ts). */
  scope: PageScope;
  /** Data of the default widgets by query key: everyone's first dashboard renders complete. */
  widgetResults: Record<string, WidgetResult>;
};

// The directory lands in the request's store (and so in the page's serialized state): the
// browser does not fetch it again after hydration.
export async function data(pageContext: PageContextServer): Promise<Data> {
  const { store, routeParams, urlParsed, api } = pageContext;
  if (!api) throw new Error('The page context has no API clients.');
  const hierarchy = routeParams.location ? hierarchyFromRouteSegments(routeParams.location.split('/')) : null;

  const { serviceTypes, serviceTypeGroups } = await loadServiceDirectory(pageContext);
  const selection = resolveInsightsSelection(
    routeSegmentText(routeParams.serviceGroup ?? ''),
    routeSegmentText(routeParams.serviceType ?? ''),
    serviceTypeGroups,
    serviceTypes,
  );
  // docs/product.md#bills-to-pay-redirects: an unknown group or type is a 404.
  if (!selection) throw render(404);
  const { group, type } = selection.canonical;
  const canonicalPath = paths.insights(group, type, hierarchy);
  if (canonicalPath !== pageContext.urlPathname.replace(/\/$/, '')) {
    // One canonical URL per group, type and place; other spellings move there for good.
    throw redirectWithinHopLimit(pageContext, `${canonicalPath}${redirectSuffix(urlParsed.searchOriginal ?? '')}`, 301);
  }

  // A signed-in visitor's first load is rendered for their own place at once
  // (docs/product.md#default-location): no signed-out table for the browser to swap after
  // hydration, and no second fetch.
  if (!hierarchy && pageContext.sharedData?.userData.userId != null) {
    const ownPlace = defaultInsightsAddress(
      canonicalPath,
      urlParsed.searchOriginal ?? '',
      selectLocationHierarchy(store.getState()),
    );
    if (ownPlace) throw redirectWithinHopLimit(pageContext, ownPlace, 302);
  }

  const scope: PageScope = {
    serviceTypeGroup: group,
    serviceType: type,
    location: hierarchy ?? '/usa',
  };
  // The table and the default widgets in one parallel round (no waterfall), a question they
  // share asked once. A widget that fails shows its own error state; the table names the place,
  // so its failure fails the page.
  const insightsApi = sharingRequests(insightsApiOf(api));
  const widgetResults: Record<string, WidgetResult> = {};
  const widgetLoads = defaultWidgets
    .map((widget) => widgetQuery(widget, scope))
    .filter((query) => query !== null)
    .map(async (query) => {
      widgetResults[widgetQueryKey(query)] = await fetchWidgetResult(
        { insightsApi, reportError: api.reportError },
        query,
      );
    });
  const table = insightsApi.mostCommonBillers({
    serviceTypeGroup: group,
    serviceType: type,
    location: scope.location,
    days: 365,
    limit: 10,
  });
  try {
    const [mostCommonBillers] = await Promise.all([table, ...widgetLoads]);
    return { selection, hierarchy, mostCommonBillers, scope, widgetResults };
  } catch (error) {
    // An unknown place is a 404 like an unknown group (docs/product.md#bills-to-pay-redirects).
    if (statusOf(error) === 404) throw render(404);
    // A 503 becomes the redirect to the maintenance page (docs/product.md#maintenance).
    await loadPageData(pageContext, []);
    throw error;
  }
}
