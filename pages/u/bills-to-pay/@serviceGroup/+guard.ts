import { render } from 'vike/abort';
import type { PageContext } from 'vike/types';
import { loadServiceTypeGroups } from '../../../../src/directory/directorySlice.js';
import { findByName } from '../../../../src/directory/nameKey.js';
import { redirectSuffix } from '../../../../src/insights/transientParameters.js';
import { redirectWithinHopLimit } from '../../../../src/routing/redirectWithinHopLimit.js';
import { routeSegmentText } from '../../../../src/routing/routeSegment.js';
import { ALL_GROUPS, paths } from '../../../../src/routing/paths.js';

// docs/product.md#bills-to-pay-redirects: a group without a type opens that group with all
// services; the query string stays. An unknown group is a 404 at once rather than a redirect to one
// (docs/product.md#bills-to-pay-redirects): on the server the group is looked up in the directory
// first, and the redirect names it by its canonical slug.
export default async function guard(pageContext: PageContext) {
  const segment = routeSegmentText(pageContext.routeParams.serviceGroup ?? '');
  const query = redirectSuffix(pageContext.urlParsed.searchOriginal ?? '');
  const { store } = pageContext;
  if (!import.meta.env.SSR || !store) throw redirectWithinHopLimit(pageContext, `${paths.insights(segment)}${query}`);
  await store.dispatch(loadServiceTypeGroups());
  const groups = store.getState().directory.serviceTypeGroups;
  if (!groups) throw new Error('The service directory could not be loaded.');
  const slug = findByName([{ slug: ALL_GROUPS, name: 'All Groups' }], segment)
    ? ALL_GROUPS
    : findByName(groups, segment)?.slug;
  if (!slug) throw render(404);
  throw redirectWithinHopLimit(pageContext, `${paths.insights(slug)}${query}`);
}
