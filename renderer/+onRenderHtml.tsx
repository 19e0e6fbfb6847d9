// Environment: server
import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import type { InjectFilterEntry, PageContextServer } from 'vike/types';
import { ERROR_REPORTING_ELEMENT_ID } from '../src/error-reporting/pageErrorReportingConfig.js';
import { pageSpriteHtml } from '../src/ui/icons/iconSprite.js';
import { collectSpriteSymbols } from '../src/ui/icons/spriteSymbols.js';
import { serializeState } from '../src/store/serializeState.js';
import { getPageDescription, getPageTitle } from './pageMetadata.js';
import { renderPageToString } from './renderPageToString.js';
import { searchEngineTags } from './searchEngineTags.js';
// The app's stylesheet (about 6.5 KB compressed) goes inline into every public page's head instead
// of a render-blocking <link>: the first paint waits for no second request (docs/performance.md#server-rendering; its hash is added
// to the page's style-src by server/http/renderPageHandler.ts). A page rendered for a session links
// it as a file the browser keeps instead (appStylesheet.ts). Client navigations keep the head.
import globalStyles from './global.css?inline';
import { appStylesheetHash, appStylesheetPath } from './appStylesheet.js';

/** The built stylesheet's address (the development server has no such file: inline there). */
const stylesheetPath = import.meta.env.PROD ? appStylesheetPath(globalStyles) : undefined;
const stylesheetHash = appStylesheetHash(globalStyles);

export default async function onRenderHtml(pageContext: PageContextServer) {
  await pageContext.config.loadLazyCode?.(pageContext);
  // The sprite holds the symbols this render used, outside the app's root so hydration never sees
  // it; the browser fetches the others if it draws them (src/ui/icons/spriteSymbols.ts).
  const { result: pageHtml, symbols } = collectSpriteSymbols(() => renderPageToString(pageContext, pageContext.Page));
  // State after rendering, so whatever +data put in the store reaches the browser.
  const state = serializeState(pageContext.store.getState());
  // Read by +client.ts before hydration (docs/product.md#error-reporting), escaped like the state.
  const errorReporting = pageContext.errorReportingForBrowser
    ? escapeInject`<script id="${ERROR_REPORTING_ELEMENT_ID}" type="application/json">${dangerouslySkipEscape(serializeState(pageContext.errorReportingForBrowser))}</script>`
    : '';
  const linksStylesheet = pageContext.hasSessionCookie && stylesheetPath !== undefined;
  const stylesheet = linksStylesheet
    ? escapeInject`<link rel="stylesheet" href="${stylesheetPath}" data-style-hash="${stylesheetHash}" />`
    : escapeInject`<style>${dangerouslySkipEscape(globalStyles)}</style>`;
  const documentHtml = escapeInject`<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${getPageTitle(pageContext)}</title>
    <meta name="description" content="${getPageDescription(pageContext)}" />
    ${searchEngineTags(pageContext)}
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    ${stylesheet}
  </head>
  <body>
    ${dangerouslySkipEscape(pageSpriteHtml(symbols))}
    <div id="root">${dangerouslySkipEscape(pageHtml)}</div>
    <script id="redux-state" type="application/json">${dangerouslySkipEscape(state)}</script>
    ${errorReporting}
  </body>
</html>`;
  return linksStylesheet ? { documentHtml, injectFilter: paintBeforeScripts } : documentHtml;
}

/**
 * A page that links its stylesheet paints once that second request is back and the document is
 * parsed; script preloads in its HTML would be fetched meanwhile, and arrive before that first
 * paint, which Lighthouse then counts as waiting for them (its simulated LCP went from 1.3 to
 * 2.2 s: docs/performance.md#lighthouse). Without them, the page's modules are fetched when the
 * entry, which the page always imports first, asks for its page (Vite's preload of a dynamic
 * import's chunks, all at once): mostly after that paint, still before hydration.
 */
function paintBeforeScripts(assets: InjectFilterEntry[]) {
  for (const asset of assets) if (asset.assetType === 'script') asset.inject = false;
}
