import { render } from 'vike/abort';
import type { PageContext } from 'vike/types';
import { hierarchyFromRouteSegments } from '../../../../../src/insights/locationHierarchy.js';
import { routeSegmentText } from '../../../../../src/routing/routeSegment.js';

// Overrides the redirecting guards of the parent folders: here both segments are present. Segments
// that cannot be a group or type name (docs/product.md#name-matching: letters, digits and
// punctuation), or a location that cannot be a hierarchy, are a 404 before any data is fetched.
const segmentPattern = /^[A-Za-z0-9][A-Za-z0-9 _&,.'-]{0,79}$/;

export default function guard(pageContext: PageContext) {
  const { serviceGroup, serviceType, location } = pageContext.routeParams;
  if (!serviceGroup || !serviceType) throw render(404);
  // Names ignore spaces (docs/product.md#name-matching): ' Utilities ' is Utilities.
  if (!segmentPattern.test(routeSegmentText(serviceGroup)) || !segmentPattern.test(routeSegmentText(serviceType))) {
    throw render(404);
  }
  if (location && !hierarchyFromRouteSegments(location.split('/'))) throw render(404);
}
