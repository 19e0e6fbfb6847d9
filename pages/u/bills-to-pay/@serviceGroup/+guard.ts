import { redirect } from 'vike/abort';
import type { PageContext } from 'vike/types';
import { withoutTransientParameters } from '../../../../src/insights/transientParameters.js';
import { paths } from '../../../../src/routing/paths.js';

// SPEC §2: a group without a type opens that group with all services; the query string stays.
export default function guard(pageContext: PageContext) {
  const serviceGroup = pageContext.routeParams.serviceGroup ?? '';
  throw redirect(
    `${paths.insights(serviceGroup)}${withoutTransientParameters(pageContext.urlParsed.searchOriginal ?? '')}`,
    302,
  );
}
