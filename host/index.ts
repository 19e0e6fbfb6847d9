// `npm run host`: the host shell (docs/host-contract.md#running-the-host). With MICROAPP_URL and
// SHELL_SHARED_SECRET set it serves alone, as in production, where the micro-app is deployed
// apart. Without MICROAPP_URL, for local use, it starts the micro-app beside it (`npm start`'s
// server on MICROAPP_PORT) with a secret it generates for this run, and stops it when it stops.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createHostApp } from './createHostApp.js';
import { microAppPort, readHostConfig } from './hostConfig.js';
import { loadHostFiles } from './hostFiles.js';

const environment = { ...process.env };
let microApp: ChildProcess | undefined;
let stopping = false;

if (!environment.MICROAPP_URL) {
  const port = microAppPort(environment);
  const address = `http://127.0.0.1:${port}`;
  environment.MICROAPP_URL = address;
  environment.SHELL_SHARED_SECRET ||= randomBytes(32).toString('base64url');
  // The micro-app's assets come from its own origin, which the host's policy then allows.
  environment.ASSET_BASE_URL ||= address;
  console.log(`Starting the micro-app on ${address}`);
  microApp = spawn(process.execPath, [fileURLToPath(new URL('../scripts/start.mjs', import.meta.url))], {
    stdio: 'inherit',
    env: {
      ...environment,
      PORT: String(port),
      HOST: '127.0.0.1',
      MALLOC_MMAP_THRESHOLD_: environment.MALLOC_MMAP_THRESHOLD_ ?? '33554432',
      MALLOC_TRIM_THRESHOLD_: environment.MALLOC_TRIM_THRESHOLD_ ?? '1048576',
    },
  });
  microApp.on('exit', (code, signal) => {
    microApp = undefined;
    if (stopping) return;
    console.log(`The micro-app stopped (${signal ?? code}); the host shows its error page meanwhile.`);
  });
}

const config = readHostConfig(environment);
const { app, close } = createHostApp(config, await loadHostFiles());
const server = createServer(app);
server.listen(config.port, config.host, () => {
  console.log(`Host shell listening on http://${config.host}:${config.port}, mounting ${config.microAppUrl.origin}`);
});

function stop(signal: NodeJS.Signals) {
  stopping = true;
  server.close();
  server.closeIdleConnections();
  close();
  if (!microApp) process.exit(0);
  microApp.once('exit', () => process.exit(0));
  microApp.kill(signal);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
