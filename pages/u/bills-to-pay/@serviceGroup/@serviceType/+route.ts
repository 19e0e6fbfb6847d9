import type { PageContext } from 'vike/types';
import { BILLS_TO_PAY_ROOT } from '../../../../../src/routing/paths.js';

// /u/bills-to-pay/{group}/{type} with an optional location hierarchy after it
// (docs/product.md#location-hierarchy): a route function, since a route string cannot say "any
// number of segments, or none".
export default function route(pageContext: PageContext) {
  const prefix = `${BILLS_TO_PAY_ROOT}/`;
  if (!pageContext.urlPathname.startsWith(prefix)) return false;
  const segments = pageContext.urlPathname.slice(prefix.length).split('/');
  if (segments.at(-1) === '') segments.pop();
  const [serviceGroup, serviceType, ...location] = segments;
  if (!serviceGroup || !serviceType) return false;
  return { routeParams: { serviceGroup, serviceType, location: location.join('/') } };
}
