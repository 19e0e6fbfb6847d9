// Environment: server The server's entry (`npm start`, `npm run dev`). Opening the embedded
// database and loading the server's code (Express, Vike, the API) each took about 0.7 s on 2 cores,
// one after the other (docs/performance.md#start-up). So this module loads only the configuration,
// PGlite's first step and the HTTP front door, starts PGlite opening in its worker thread, listens
// (/healthz answers at once, everything else 503 until ready: answerWhileStarting.ts), and only
// then loads the rest (server/startServer.ts), which awaits the database where it needs it.
import { readServerConfig, type ServerConfig } from './config.js';
import { databaseLocationFor, databaseSettingsFromConfig } from './db/databaseLocation.js';
import { openPgliteWorker, type OpenedPglite } from './db/openPgliteWorker.js';
import { answerWhileStarting } from './http/answerWhileStarting.js';
import { startHttpServer } from './http/startHttpServer.js';

/** PGlite's worker, starting; none when the database is PostgreSQL or the API runs elsewhere. */
function startOpeningPglite(config: ServerConfig): Promise<OpenedPglite> | undefined {
  if (config.API_BASE_URL) return undefined;
  const location = databaseLocationFor(databaseSettingsFromConfig(config));
  if (location.kind === 'postgres') return undefined;
  const opening = openPgliteWorker(location);
  // A failure is reported where startServer awaits it, not as an unhandled rejection meanwhile.
  opening.catch(() => {});
  return opening;
}

try {
  const config = readServerConfig();
  const pglite = startOpeningPglite(config);
  const http = await startHttpServer(answerWhileStarting, { port: config.PORT, host: config.HOST });
  // Not "Server listening": that line (startServer.ts) still means the server is ready.
  console.log(`Accepting connections on ${http.origin}: starting`);
  const { startServer } = await import('./startServer.js');
  await startServer(config, http, pglite);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
