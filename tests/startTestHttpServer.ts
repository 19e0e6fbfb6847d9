import type { AddressInfo } from 'node:net';
import express, { type Express } from 'express';

export type TestHttpServer = {
  baseURL: string;
  /** Every request the server received, as `METHOD /path?query`. */
  requests: string[];
  close: () => Promise<void>;
};

/**
 * A real HTTP server on a free loopback port for client tests (real HTTP instead of
 * mocking axios). `configure` adds the routes a test needs.
 */
export async function startTestHttpServer(configure: (app: Express) => void): Promise<TestHttpServer> {
  const app = express();
  const requests: string[] = [];
  app.use((request, _response, next) => {
    requests.push(`${request.method} ${request.originalUrl}`);
    next();
  });
  configure(app);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
