// Environment: server Sends the client build's precompressed copies (`file.br`, `file.gz`, written
// by vite.config.ts at build with brotli 11 and gzip 9) to browsers that accept them, instead of
// compressing every response again at a fast, larger setting (docs/performance.md#start-up). Which
// files have copies is read once at start, so a request costs no file-system lookup to find out.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';

/** Encodings in the order we prefer them, with the suffix of their copy. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

function filesUnder(directory: string): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Serves GET and HEAD of `/assets/…` files that have precompressed copies; everything else goes
 * on to the static files. `setHeaders` is the same as the static files' (caching).
 */
export function precompressedAssets(
  clientDirectory: string,
  setHeaders: (response: Parameters<RequestHandler>[1], filePath: string) => void,
): RequestHandler {
  const copies = new Set(
    filesUnder(path.join(clientDirectory, 'assets')).map((file) => path.relative(clientDirectory, file)),
  );
  return (request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const relative = decodeURIComponent(request.path).replace(/^\/+/, '');
    const available = ENCODINGS.filter(({ suffix }) => copies.has(`${relative}${suffix}`));
    if (available.length === 0) return next();
    response.vary('Accept-Encoding');
    // Ours first, not the header's order: browsers list `gzip, deflate, br` and take either.
    const encoding = available.find(({ name }) => request.acceptsEncodings(name) === name);
    if (!encoding) return next();
    const original = path.join(clientDirectory, relative);
    response.type(path.extname(original));
    response.setHeader('Content-Encoding', encoding.name);
    setHeaders(response, original);
    response.sendFile(`${original}${encoding.suffix}`, { dotfiles: 'deny' }, (error) => {
      // A copy gone since start: the original, uncompressed. (An aborted download needs nothing.)
      if (!error || response.headersSent) return;
      response.removeHeader('Content-Encoding');
      next();
    });
  };
}
