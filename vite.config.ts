import { readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig, type Plugin } from 'vite';
import { writePrecompressed } from './scripts/precompressAsset.js';

/** Compressing smaller files saves less than its headers cost. */
const PRECOMPRESS_MIN_BYTES = 1024;

/** Writes the compressed copies of every script, style sheet and SVG of the client build, once. */
function precompressClientAssets(): Plugin {
  return {
    name: 'doxo:precompress-client-assets',
    apply: 'build',
    writeBundle(options, bundle) {
      if (!options.dir || path.basename(options.dir) !== 'client') return;
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|svg)$/.test(fileName)) continue;
        const file = path.join(options.dir, fileName);
        const bytes = readFileSync(file);
        if (bytes.length < PRECOMPRESS_MIN_BYTES) continue;
        writePrecompressed(file, bytes);
      }
    },
  };
}

/** Our own code: what the `shared` group may take. */
const APP_CODE = /[\\/](src|renderer)[\\/]/;
/** The page shell: the client's entry and the renderer's hooks, which every page loads. */
const PAGE_SHELL = /[\\/]renderer[\\/]/;
/** Vike's client entry of one page. */
const PAGE_ENTRY = 'vike:page-entry:client:';

/**
 * Besides the shell's, our modules that at least this many pages import go into the `shared`
 * chunk. 9 of the 34 pages measured best for the insights page (docs/performance.md#bundle-budget):
 * 5 put the account screens' code into every first load, 12 or more leave more small chunks.
 */
const SHARED_APP_CODE_MIN_PAGES = 9;

/**
 * Our own modules that the page shell imports (statically), and those most pages import, go into
 * one `shared` chunk of the client build: every page loads the shell anyway, gzip compresses one
 * file of them better than many, and the browser asks for fewer. Modules a few pages share (the
 * account screens, the pay flow's thunks) are left to the default chunking, one chunk per set of
 * pages that import them, so no page's first load carries them unless it imports them
 * (docs/performance.md#first-load-javascript). The server build is left as it is.
 */
function groupSharedAppCode(): Plugin {
  const shared = new Set<string>();
  return {
    name: 'doxo:group-shared-app-code',
    apply: 'build',
    buildEnd() {
      if (this.environment.name !== 'client') return;
      const staticallyReached = (roots: string[]) => {
        const reached = new Set<string>();
        const pending = [...roots];
        while (pending.length > 0) {
          const id = pending.pop() ?? '';
          if (reached.has(id)) continue;
          reached.add(id);
          pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return reached;
      };
      const ids = [...this.getModuleIds()];
      shared.clear();
      for (const id of staticallyReached(ids.filter((id) => PAGE_SHELL.test(id)))) shared.add(id);
      const pagesImporting = new Map<string, number>();
      for (const page of ids.filter((id) => id.includes(PAGE_ENTRY))) {
        for (const id of staticallyReached([page])) {
          pagesImporting.set(id, (pagesImporting.get(id) ?? 0) + 1);
        }
      }
      for (const [id, pages] of pagesImporting) {
        if (pages >= SHARED_APP_CODE_MIN_PAGES) shared.add(id);
      }
    },
    outputOptions(options) {
      if (!options.dir || path.basename(options.dir) !== 'client') return null;
      return {
        ...options,
        codeSplitting: {
          groups: [{ name: 'shared', test: (id) => APP_CODE.test(id) && shared.has(id) }],
        },
      };
    },
  };
}

export default defineConfig({
  plugins: [react(), vike(), precompressClientAssets(), groupSharedAppCode()],
  build: {
    // Hashed file names let the server cache assets for a year (`immutable`).
    assetsDir: 'assets',
  },
});
