import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig, type Plugin } from 'vite';

/** Compressing smaller files saves less than its headers cost. */
const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * Writes `file.br` (brotli quality 11) and `file.gz` (gzip level 9) beside every script, style
 * sheet and SVG of the client build, once, so the server sends them as they are instead of
 * compressing each response at a fast, larger setting (issue 12; server/http/precompressedAssets.ts).
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

export default defineConfig({
  plugins: [react(), vike(), precompressClientAssets()],
  build: {
    // Hashed file names let the server cache assets for a year (`immutable`).
    assetsDir: 'assets',
  },
});
