// `npm start`: serve the production build, building it first when there is none, so a fresh
// clone needs only `npm install && npm start`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// The server runs compiled (dist/node, written by `npm run build`: scripts/build-server.ts) rather
// than through tsx, which spent about 3 s compiling it at every start (issue 12).
const serverBundle = new URL('../dist/node/index.mjs', import.meta.url);
const built =
  existsSync(`${root}dist/server/entry.mjs`) &&
  existsSync(`${root}dist/client`) &&
  existsSync(serverBundle);

if (!built) {
  console.log('No production build yet: building first (npm run build)…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

process.env.NODE_ENV = 'production';
// Stack traces (logs, error reports) name the TypeScript sources, not the bundle's lines.
process.setSourceMapsEnabled(true);
await import(serverBundle.href);
