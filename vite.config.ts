import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import type { ChunkingContext } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';

/** Compressing smaller files saves less than its headers cost. */
const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * Writes `file.br` (brotli quality 11) and `file.gz` (gzip level 9) beside every script, style
 * sheet and SVG of the client build, once, so the server sends them as they are instead of
 * compressing each response at a fast, larger setting (server/http/precompressedAssets.ts; docs/performance.md#where-each-target-stands).
 */
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
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/**
 * Our own modules that at least this many pages (or lazily loaded parts) share are grouped into
 * chunks of the client build, instead of one small chunk per combination of pages that share them:
 * gzip compresses one file of them better than many, and the browser asks for fewer. 4 measured best
 * for the insights page's budget (README, "First-load JavaScript";
 * docs/performance.md#first-load-javascript): 2 or 3 put code a page does not use into its first
 * load, 5 or more leave more small chunks.
 */
const SHARED_APP_CODE_MIN_SHARE = 4;

const APP_CODE = /[\\/](src|renderer)[\\/]/;

/**
 * Whether the page shell (renderer/) imports a module, directly or through others: every page
 * loads those. The memo lives for one build.
 */
function shellModuleTest() {
  const known = new Map<string, boolean>();
  const inShell = (moduleId: string, ctx: ChunkingContext): boolean => {
    const memo = known.get(moduleId);
    if (memo !== undefined) return memo;
    known.set(moduleId, false); // an import cycle adds nothing
    const importers = ctx.getModuleInfo(moduleId)?.importers ?? [];
    const result =
      /[\\/]renderer[\\/]/.test(moduleId) || importers.some((importer) => inShell(importer, ctx));
    known.set(moduleId, result);
    return result;
  };
  return inShell;
}

/**
 * Groups the client build's shared app code (see above); the server build is left as it is. What
 * the shell imports is one chunk every page loads; the rest of the shared code is grouped by its
 * domain folder (src/listings, src/user…), so a page loads only the domains it uses: the slices
 * a page does not use stay out of its first load (src/store/rootReducer.ts).
 */
function groupSharedAppCode(): Plugin {
  return {
    name: 'doxo:group-shared-app-code',
    apply: 'build',
    outputOptions(options) {
      if (!options.dir || path.basename(options.dir) !== 'client') return null;
      const inShell = shellModuleTest();
      return {
        ...options,
        codeSplitting: {
          groups: [
            {
              name: (moduleId, ctx) => (inShell(moduleId, ctx) ? 'shared' : null),
              test: APP_CODE,
              minShareCount: SHARED_APP_CODE_MIN_SHARE,
              priority: 2,
            },
            {
              name: (moduleId) => /[\\/]src[\\/]([^\\/]+)[\\/]/.exec(moduleId)?.[1] ?? null,
              test: APP_CODE,
              minShareCount: SHARED_APP_CODE_MIN_SHARE,
              priority: 1,
            },
          ],
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
