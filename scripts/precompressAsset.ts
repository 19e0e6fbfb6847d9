// Build time: a client asset's compressed copies, written once beside it (`file.br` at brotli's
// highest quality, `file.gz` at gzip level 9), so the server sends them as they are instead of
// compressing each response at a fast, larger setting (server/http/precompressedAssets.ts;
// docs/performance.md#where-each-target-stands). Used by the client build (vite.config.ts) and by
// the prerender for the files it writes among the assets.
import { writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Writes `file.br` and `file.gz` of `bytes`, the contents of `file`. */
export function writePrecompressed(file: string, bytes: Buffer): void {
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
