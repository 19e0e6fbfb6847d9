import { connect } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpServer, type HttpServer } from './startHttpServer.js';

/** Sends one raw HTTP/1.1 request and returns the status line and headers of the answer. */
function rawRequest(port: number, requestLine: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`${requestLine}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    });
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('the HTTP front door', () => {
  const reachedApp: string[] = [];
  let http: HttpServer;

  beforeAll(async () => {
    const app = express();
    app.use((request, response) => {
      reachedApp.push(`${request.method} ${request.url}`);
      response.type('text').send(`routed ${request.url}`);
    });
    http = await startHttpServer(app, { port: 0, host: '127.0.0.1' });
  });
  afterAll(() => http.graceful.shutDown(1_000));

  it.each([
    ['OPTIONS * HTTP/1.1', /^HTTP\/1\.1 204 /],
    ['GET * HTTP/1.1', /^HTTP\/1\.1 400 /],
    ['CONNECT 127.0.0.1:443 HTTP/1.1', /^HTTP\/1\.1 405 /],
    ['TRACE / HTTP/1.1', /^HTTP\/1\.1 405 /],
    ['PROPFIND /u/bills HTTP/1.1', /^HTTP\/1\.1 405 /],
    ['GET ftp://example.test/ HTTP/1.1', /^HTTP\/1\.1 400 /],
  ])('answers `%s` before routing, with a 4xx or 204 and its Allow header', async (line, status) => {
    reachedApp.length = 0;
    const answer = await rawRequest(http.port, line);
    expect(answer).toMatch(status);
    expect(answer).toMatch(/\r\nAllow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS\r\n/);
    // Nothing reached Express, so nothing reached the renderer or the error reporter.
    expect(reachedApp).toEqual([]);
  });

  it('serves an absolute-form target as its path (RFC 9112 §3.2.2)', async () => {
    reachedApp.length = 0;
    const answer = await rawRequest(http.port, 'GET http://127.0.0.1/u/bills?x=1 HTTP/1.1');
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('routed /u/bills?x=1');
    expect(reachedApp).toEqual(['GET /u/bills?x=1']);
  });

  it('lets ordinary requests through', async () => {
    const response = await fetch(`http://127.0.0.1:${http.port}/u/bills`, { method: 'OPTIONS' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('routed /u/bills');
  });
});
