// Second half of `npm run build` (issue 12): the server's TypeScript compiled once, into
// dist/node/index.mjs (+ chunks), so `npm start` runs plain JavaScript instead of compiling every
// module through tsx at each start (about 3 s, most of the start-up time).
//
// Packages stay external (node loads them from node_modules as it always did); our own modules are
// bundled, split at dynamic imports so the seed is still read only when seeding
// (server/db/startDatabase.ts). Modules that find files beside themselves through
// `import.meta.url` (the client build, the migrations) get their original location back: each
// use is rewritten relative to the bundle, so the checkout can still move.
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverBundleDirectory = path.join(root, 'dist/node');

const OWN_SOURCE = /\.(ts|tsx)$/;

/** `import.meta.url` in a bundled module means the bundle; give each module its own file's URL. */
function keepModuleLocations(outputDirectory: string): Plugin {
  return {
    name: 'keep-module-locations',
    setup(esbuild) {
      esbuild.onLoad({ filter: OWN_SOURCE }, async ({ path: file }) => {
        const source = await readFile(file, 'utf8');
        if (
          file.includes(`${path.sep}node_modules${path.sep}`) ||
          !source.includes('import.meta.url')
        ) {
          return undefined;
        }
        const relative = path.relative(outputDirectory, file).split(path.sep).join('/');
        return {
          contents: source.replaceAll(
            'import.meta.url',
            `new URL(${JSON.stringify(relative)}, import.meta.url).href`,
          ),
          loader: file.endsWith('x') ? 'tsx' : 'ts',
        };
      });
    },
  };
}

await rm(serverBundleDirectory, { recursive: true, force: true });
const started = performance.now();
await build({
  entryPoints: { index: path.join(root, 'server/index.ts') },
  outdir: serverBundleDirectory,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  jsx: 'automatic',
  logLevel: 'warning',
  plugins: [keepModuleLocations(serverBundleDirectory)],
});
console.log(
  `Server compiled to dist/node/index.mjs in ${Math.round(performance.now() - started)} ms`,
);
