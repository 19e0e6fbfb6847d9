import type { PageContext } from 'vike/types';
import { redirectSuffix } from '../../../src/insights/transientParameters.js';
import { paths } from '../../../src/routing/paths.js';
import { redirectWithinHopLimit } from '../../../src/routing/redirectWithinHopLimit.js';

// docs/product.md#bills-to-pay-redirects: with no group, bills to pay opens all groups and all
// services; the query string stays.
export default function guard(pageContext: PageContext) {
  throw redirectWithinHopLimit(
    pageContext,
    `${paths.insights()}${redirectSuffix(pageContext.urlParsed.searchOriginal ?? '')}`,
  );
}
