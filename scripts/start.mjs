// `npm start`: serve the production build, building it first when there is none, so a fresh
// clone needs only `npm install && npm start`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const root = fileURLToPath(new URL('..', import.meta.url));
const built = existsSync(`${root}/dist/server/entry.mjs`) && existsSync(`${root}/dist/client`);

if (!built) {
  console.log('No production build yet: building first (npm run build)…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

process.env.NODE_ENV = 'production';
register();
await import('../server/index.ts');
