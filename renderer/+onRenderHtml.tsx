// Environment: server
import { renderToString } from 'react-dom/server';
import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import type { PageContextServer } from 'vike/types';
import { ERROR_REPORTING_ELEMENT_ID } from '../src/error-reporting/pageErrorReportingConfig.js';
import { IconSprite } from '../src/ui/icons/iconSprite.js';
import { serializeState } from '../src/store/serializeState.js';
import { getPageDescription, getPageTitle } from './pageMetadata.js';
import { renderPageToString } from './renderPageToString.js';
import { searchEngineTags } from './searchEngineTags.js';
// The app's stylesheet (about 6.5 KB compressed) goes inline into every page's head instead of a
// render-blocking <link>: the first paint waits for no second request (docs/performance.md#server-rendering; its hash is added
// to the page's style-src by server/http/renderPageHandler.ts). Client navigations keep the head.
import globalStyles from './global.css?inline';

/** The same for every page: rendered once. Outside the app's root, so hydration never sees it. */
const iconSprite = renderToString(<IconSprite />);

export default async function onRenderHtml(pageContext: PageContextServer) {
  await pageContext.config.loadLazyCode?.(pageContext);
  const pageHtml = renderPageToString(pageContext, pageContext.Page);
  // State after rendering, so whatever +data put in the store reaches the browser.
  const state = serializeState(pageContext.store.getState());
  // Read by +client.ts before hydration (docs/product.md#error-reporting), escaped like the state.
  const errorReporting = pageContext.errorReportingForBrowser
    ? escapeInject`<script id="${ERROR_REPORTING_ELEMENT_ID}" type="application/json">${dangerouslySkipEscape(serializeState(pageContext.errorReportingForBrowser))}</script>`
    : '';
  return escapeInject`<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${getPageTitle(pageContext)}</title>
    <meta name="description" content="${getPageDescription(pageContext)}" />
    ${searchEngineTags(pageContext)}
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <style>${dangerouslySkipEscape(globalStyles)}</style>
  </head>
  <body>
    ${dangerouslySkipEscape(iconSprite)}
    <div id="root">${dangerouslySkipEscape(pageHtml)}</div>
    <script id="redux-state" type="application/json">${dangerouslySkipEscape(state)}</script>
    ${errorReporting}
  </body>
</html>`;
}
