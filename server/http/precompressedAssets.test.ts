import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressedAssets } from './precompressedAssets.js';

const SCRIPT = 'export const answer = 42;\n'.repeat(100);

describe('precompressedAssets', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'doxo-assets-'));
  let origin = '';
  let close = () => {};

  beforeAll(async () => {
    mkdirSync(path.join(folder, 'assets'));
    const file = path.join(folder, 'assets', 'page.abc.js');
    writeFileSync(file, SCRIPT);
    writeFileSync(`${file}.br`, brotliCompressSync(SCRIPT));
    writeFileSync(`${file}.gz`, gzipSync(SCRIPT));
    writeFileSync(path.join(folder, 'assets', 'small.js'), 'x');
    const app = express();
    app.use(precompressedAssets(folder, (response) => response.setHeader('Cache-Control', 'immutable')));
    app.use(express.static(folder));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => {
    close();
    rmSync(folder, { recursive: true, force: true });
  });

  async function raw(pathname: string, acceptEncoding: string) {
    // Node's fetch decodes bodies; node:http shows what was sent.
    const { request } = await import('node:http');
    return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      request(`${origin}${pathname}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });
  }

  it('sends the brotli copy when accepted, else gzip, else the file itself', async () => {
    const brotli = await raw('/assets/page.abc.js', 'gzip, deflate, br');
    expect(brotli.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'text/javascript; charset=utf-8',
      vary: 'Accept-Encoding',
      'cache-control': 'immutable',
    });
    const gzip = await raw('/assets/page.abc.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);
    const plain = await raw('/assets/page.abc.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('leaves files without copies to the static files', async () => {
    const small = await raw('/assets/small.js', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('x');
  });
});
