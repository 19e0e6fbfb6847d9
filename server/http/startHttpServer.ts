// Environment: server
import { createServer, type RequestListener, type Server } from 'node:http';
import { gracefulServer, type GracefulServer } from './gracefulShutdown.js';
import { refuseConnect, rejectOddRequest } from './rejectOddRequests.js';

export type HttpServer = {
  server: Server;
  graceful: GracefulServer;
  port: number;
  /** Where this process answers, for its own calls (e.g. reporting to its own collector). */
  origin: string;
  /** Hands every request from now on to `app` (the entry listens before the app is made). */
  serve: (app: RequestListener) => void;
};

/**
 * Listens with the product's HTTP front door: odd methods and request targets are answered
 * before `app` sees them, and every request is tracked for a graceful shutdown. `app` can be
 * replaced later (`serve`): the server starts with one that answers while it is starting
 * (answerWhileStarting.ts).
 */
export function startHttpServer(
  app: RequestListener,
  { port, host }: { port: number; host: string },
): Promise<HttpServer> {
  const server = createServer();
  const graceful = gracefulServer(server);
  let current = app;
  server.on('request', (request, response) => {
    graceful.track(response);
    if (rejectOddRequest(request, response)) return;
    current(request, response);
  });
  server.on('connect', refuseConnect);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      const boundPort = typeof address === 'object' && address ? address.port : port;
      const ownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
      const origin = `http://${ownHost.includes(':') ? `[${ownHost}]` : ownHost}:${boundPort}`;
      const serve = (next: RequestListener) => {
        current = next;
      };
      resolve({ server, graceful, port: boundPort, origin, serve });
    });
  });
}
