// `npm start`: serve the production build, building it first when there is none, so a fresh
// clone needs only `npm install && npm start`.
//
// `npm start` also sets glibc's malloc thresholds (package.json; docs/performance.md#start-up): MALLOC_MMAP_THRESHOLD_
// 32 MB, MALLOC_TRIM_THRESHOLD_ 1 MB, unless already set. At start-up V8 compiles PGlite's hot
// WebAssembly functions with TurboFan on its background threads, about 50 MB of short-lived
// compiler memory (heaptrack). glibc raises its trim threshold as large blocks are freed, up to
// 64 MB, so that memory stayed in the threads' malloc heaps: an idle server gave 40 MB back to
// malloc_trim (gdb). Fixed thresholds keep blocks up to 32 MB in the heaps (as fast as glibc's
// drifting ones) and give back a heap's free top once over 1 MB: about 20 MB less idle RSS,
// start-up no slower. glibc reads them before node starts, so this module cannot set them; without
// them (`node scripts/start.mjs` run directly) the server works the same, with more memory. Other
// C libraries (musl, macOS) ignore them.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// The server runs compiled (dist/node, written by `npm run build`: scripts/build-server.ts) rather
// than through tsx, which spent about 3 s compiling it at every start (docs/performance.md#start-up).
const serverBundle = new URL('../dist/node/index.mjs', import.meta.url);
const built =
  existsSync(`${root}dist/server/entry.mjs`) && existsSync(`${root}dist/client`) && existsSync(serverBundle);

if (!built) {
  console.log('No production build yet: building first (npm run build)…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

process.env.NODE_ENV = 'production';
// Stack traces (logs, error reports) name the TypeScript sources, not the bundle's lines.
process.setSourceMapsEnabled(true);
await import(serverBundle.href);
