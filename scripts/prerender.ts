// Third part of `npm run build` (docs/operations.md#prerendered-pages): writes the public pages
// into dist/client as HTML (and their pageContext.json for client navigation), so any static
// file server can serve them, with robots.txt, the sitemap and the app-association files.
//
// The pages' data comes from the product API: API_BASE_URL when the build is pointed at a
// deployed one, else the embedded database, opened here as `npm start` would (migrations, the
// seed on a fresh machine) and served on a port of this process for the time of the build.
// Vike's prerender hooks (pages/**/+onBeforePrerenderStart.ts) ask it which pages to write.
import { readdir, readFile, mkdir, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { prerender } from 'vike/api';
import { appStylesheetPath, inlineStylesheetOf } from '../renderer/appStylesheet.js';
import { writePrecompressed } from './precompressAsset.js';
import { PRERENDER_API_BASE_URL } from '../renderer/prerenderedPages.js';
import { timeFrom } from '../server/api/apiDependencies.js';
import { apiSettingsFromConfig, createApiApp } from '../server/api/createApiApp.js';
import { systemClock } from '../server/clock.js';
import { readServerConfig } from '../server/config.js';
import { databaseSettingsFromConfig, describeDatabase } from '../server/db/databaseLocation.js';
import { startDatabase } from '../server/db/startDatabase.js';
import { appAssociationFiles } from '../server/http/appAssociation.js';
import { pageErrorReportingConfig } from '../server/http/errorReportingSettings.js';
import { robotsTxt, sitemapFiles } from '../src/website/sitemap.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const clientDirectory = path.join(root, 'dist/client');

/** The pages written, as paths: every `index.html` under dist/client (the 404 page is not one). */
async function prerenderedPaths(): Promise<string[]> {
  const entries = await readdir(clientDirectory, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map((entry) => {
      const folder = path.relative(clientDirectory, entry.parentPath).split(path.sep).join('/');
      return folder ? `/${folder}` : '/';
    });
}

async function writeClientFile(name: string, body: string) {
  const file = path.join(clientDirectory, name);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, body);
}

/** The product API for the build: the configured one, or one on the embedded database. */
async function openApi(config: ReturnType<typeof readServerConfig>) {
  if (config.API_BASE_URL) {
    console.log(`Prerendering from the API at ${config.API_BASE_URL}`);
    return { baseUrl: config.API_BASE_URL, close: async () => {} };
  }
  const settings = databaseSettingsFromConfig(config);
  console.log(`Prerendering from the database: ${describeDatabase(settings)}`);
  const database = await startDatabase(settings, (line) => console.log(line));
  const app = createApiApp({
    db: database.db,
    settings: { ...apiSettingsFromConfig(config), maintenance: false },
    log: () => {},
    ...timeFrom(systemClock),
  });
  const server: Server = app.listen(0, '127.0.0.1');
  // The pages' requests reuse idle connections: a busy build machine can leave one idle past
  // Node's 5 s default, and the server then closes it under the next request (ECONNRESET).
  server.keepAliveTimeout = 10 * 60_000;
  server.headersTimeout = 10 * 60_000 + 1_000;
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}/api`,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await database.close();
    },
  };
}

const started = performance.now();
const config = readServerConfig({ ...process.env, NODE_ENV: 'production' });
const api = await openApi(config);
try {
  process.env[PRERENDER_API_BASE_URL] = api.baseUrl;
  const key = config.API_KEY ? { key: config.API_KEY } : {};
  await prerender({
    pageContextInit: {
      apiForServer: { baseUrl: api.baseUrl, ...key },
      apiForBrowser: { baseUrl: config.API_BASE_URL ?? '/api', ...key },
      errorReportingForBrowser: pageErrorReportingConfig(config),
    },
  });
} finally {
  await api.close();
}

const paths = await prerenderedPaths();
const origin = config.SITE_ORIGIN.replace(/\/+$/, '');
const files: Record<string, string> = {
  ...sitemapFiles(origin, paths),
  'robots.txt': robotsTxt(origin),
  ...appAssociationFiles({
    iosAppIds: config.IOS_APP_IDS ?? [],
    androidCertificates: config.ANDROID_APP_CERT_SHA256 ?? [],
  }),
};
for (const [name, body] of Object.entries(files)) await writeClientFile(name, body);

// The stylesheet signed-in pages link (renderer/appStylesheet.ts): the very text the home page
// carries inline, compressed beside it like the other assets (vite.config.ts).
const stylesheet = inlineStylesheetOf(await readFile(path.join(clientDirectory, 'index.html'), 'utf8'));
if (stylesheet === undefined) throw new Error('The home page carries no inline stylesheet.');
const stylesheetFile = appStylesheetPath(stylesheet).slice(1);
await writeClientFile(stylesheetFile, stylesheet);
writePrecompressed(path.join(clientDirectory, stylesheetFile), Buffer.from(stylesheet));
console.log(
  `Prerendered ${paths.length} pages in ${((performance.now() - started) / 1000).toFixed(1)} s ` +
    `(sitemap of ${paths.length} addresses for ${origin})`,
);
