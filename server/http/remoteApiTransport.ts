// Environment: server
// Server rendering against an API deployed elsewhere (API_BASE_URL): axios's own HTTP adapter,
// over connections kept alive between requests, so a page's calls skip the TCP (and TLS)
// handshake that a fresh connection per call would cost.
import http from 'node:http';
import https from 'node:https';
import axios, { type AxiosAdapter } from 'axios';

export type RemoteApiTransport = { transport: AxiosAdapter; close: () => void };

export function createRemoteApiTransport(): RemoteApiTransport {
  const httpAgent = new http.Agent({ keepAlive: true });
  const httpsAgent = new https.Agent({ keepAlive: true });
  const httpAdapter = axios.getAdapter('http');
  return {
    transport: (config) => httpAdapter({ ...config, httpAgent, httpsAgent }),
    close: () => {
      httpAgent.destroy();
      httpsAgent.destroy();
    },
  };
}
