import { render } from 'vike/abort';
import type { PageContext } from 'vike/types';

// Overrides the redirecting guards of the parent folders: here both segments are present.
// A segment that cannot be a group or type name (SPEC §5: names are letters, digits and
// punctuation) is a 404 before any data is fetched.
const segmentPattern = /^[A-Za-z0-9][A-Za-z0-9 _&,.'-]{0,79}$/;

export default function guard(pageContext: PageContext) {
  const { serviceGroup, serviceType } = pageContext.routeParams;
  if (!serviceGroup || !serviceType) throw render(404);
  if (!segmentPattern.test(serviceGroup) || !segmentPattern.test(serviceType)) throw render(404);
}
