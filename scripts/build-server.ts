// Second half of `npm run build` (docs/performance.md#start-up): the server's TypeScript compiled
// once, into dist/node/index.mjs (+ chunks), so `npm start` runs plain JavaScript instead of
// compiling every module through tsx at each start (about 3 s, most of the start-up time).
//
// Our own modules are bundled, split at dynamic imports so the seed is still read only when seeding
// (server/db/startDatabase.ts), and so are the packages in BUNDLED_PACKAGES, minified: resolving
// and reading hundreds of small files from node_modules was most of the time node spent loading the
// server (docs/performance.md#where-each-target-stands). Other packages stay external, node loads
// them from node_modules: those the Vike server build (dist/server) also imports, so there is one
// copy of each (axios's error class is checked with instanceof across both), and those with
// WebAssembly or data files beside their code (PGlite, the seed's data packages). Modules that find
// files beside themselves through `import.meta.url` (the client build, the migrations) get their
// original location back: each use is rewritten relative to the bundle, so the checkout can still
// move.
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverBundleDirectory = path.join(root, 'dist/node');

const OWN_SOURCE = /\.(ts|tsx)$/;

/** Packages compiled into the server bundle, with whatever they import themselves. */
const BUNDLED_PACKAGES = new Set([
  'express',
  'compression',
  'helmet',
  'kysely',
  'zod',
  // 93 small modules when node loads it; the Vike build's copy (if a page uses it) is separate, and
  // nothing checks its classes across the two.
  'libphonenumber-js',
]);

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
function packageNameOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/** Leaves to node_modules every package our code imports except BUNDLED_PACKAGES. */
function bundleOnly(packages: ReadonlySet<string>): Plugin {
  return {
    name: 'bundle-only',
    setup(esbuild) {
      // Bare specifiers: packages (node's own modules are left external by platform: 'node').
      esbuild.onResolve({ filter: /^[^./]/ }, ({ path: specifier, importer, kind }) => {
        if (kind === 'entry-point' || specifier.startsWith('node:')) return undefined;
        const fromPackage = importer.includes(`${path.sep}node_modules${path.sep}`);
        if (fromPackage || packages.has(packageNameOf(specifier))) return undefined;
        return { external: true };
      });
    },
  };
}

/** `import.meta.url` in a bundled module means the bundle; give each module its own file's URL. */
function keepModuleLocations(outputDirectory: string): Plugin {
  return {
    name: 'keep-module-locations',
    setup(esbuild) {
      esbuild.onLoad({ filter: OWN_SOURCE }, async ({ path: file }) => {
        const source = await readFile(file, 'utf8');
        if (file.includes(`${path.sep}node_modules${path.sep}`) || !source.includes('import.meta.url')) {
          return undefined;
        }
        const relative = path.relative(outputDirectory, file).split(path.sep).join('/');
        return {
          contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(relative)}, import.meta.url).href`),
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
  minify: true,
  sourcemap: true,
  // Stack traces need only the mappings; node reads each map whole when it loads the module.
  sourcesContent: false,
  jsx: 'automatic',
  logLevel: 'warning',
  // The bundled packages are CommonJS: their require() of node's modules needs a real require.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  plugins: [bundleOnly(BUNDLED_PACKAGES), keepModuleLocations(serverBundleDirectory)],
});
console.log(`Server compiled to dist/node/index.mjs in ${Math.round(performance.now() - started)} ms`);

// The whole icon sprite among the client's assets: pages carry only the symbols they use, and the
// browser fetches this file for the others (src/ui/icons/spriteSymbols.ts).
const { fullSpriteFile } = await import('../src/ui/icons/iconSprite.js');
await writeFile(path.join(root, 'dist/client', fullSpriteFile.path), fullSpriteFile.content);

// The embedded database's templates for a first start (scripts/build-pgliteTemplate.ts).
const { writePgliteTemplates } = await import('./build-pgliteTemplate.js');
await writePgliteTemplates();
