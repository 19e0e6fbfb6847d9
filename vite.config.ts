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

/**
 * Our own modules that at least this many pages (or lazily loaded parts) share go into one chunk of
 * the client build, instead of one small chunk per combination of pages that share them: gzip
 * compresses one file of them better than many, and the browser asks for fewer. 4 measured best for
 * the insights page's budget (README, "First-load JavaScript";
 * docs/performance.md#first-load-javascript): 2 or 3 put code a page does not use into its first
 * load, 5 or more leave more small chunks.
 */
const SHARED_APP_CODE_MIN_SHARE = 4;

/** Groups the client build's shared app code (see above); the server build is left as it is. */
function groupSharedAppCode(): Plugin {
  return {
    name: 'doxo:group-shared-app-code',
    apply: 'build',
    outputOptions(options) {
      if (!options.dir || path.basename(options.dir) !== 'client') return null;
      return {
        ...options,
        codeSplitting: {
          groups: [
            {
              name: 'shared',
              test: /[\\/](src|renderer)[\\/]/,
              minShareCount: SHARED_APP_CODE_MIN_SHARE,
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
