// Environment: server The API on its own (docs/operations.md#the-api-on-its-own: `npm run
// start:api`, and the app the API tests start on port 0): the same router the product mounts at
// /api, at the same path.
import express, { type Express } from 'express';
import type { ServerConfig } from '../config.js';
import { defaultApiSettings, type ApiDependencies, type ApiSettings } from './apiDependencies.js';
import { createApiRouter } from './createApiRouter.js';
import { outboxReadKey } from '../mail/outboxReadKey.js';

/** Where mailed links point: PUBLIC_ORIGIN, else this server on localhost. */
export function publicOriginOf(config: ServerConfig): string {
  return (config.PUBLIC_ORIGIN ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
}

export function apiSettingsFromConfig(config: ServerConfig): ApiSettings {
  return {
    ...defaultApiSettings,
    apiKey: config.API_KEY,
    maintenance: config.MAINTENANCE,
    secureCookies: config.SESSION_COOKIE_SECURE,
    publicOrigin: publicOriginOf(config),
    outboxReadKey: outboxReadKey(config),
    errorCollector: {
      projectId: config.AIRBRAKE_PROJECT_ID,
      projectKey: config.AIRBRAKE_PROJECT_KEY,
      readKey: config.ERROR_COLLECTOR_READ_KEY,
      retention: config.ERROR_COLLECTOR_RETENTION,
      maxBytes: config.ERROR_COLLECTOR_MAX_BYTES,
      maxAgeMs: config.ERROR_COLLECTOR_MAX_AGE_DAYS * 24 * 60 * 60 * 1000,
      requestsPerMinutePerAddress: config.ERROR_COLLECTOR_RATE_LIMIT,
      requestsPerMinutePerProject: config.ERROR_COLLECTOR_PROJECT_RATE_LIMIT,
      bytesPerMinutePerProject: config.ERROR_COLLECTOR_BYTES_PER_MINUTE,
    },
  };
}

export function createApiApp(dependencies: ApiDependencies): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  const api = express.Router();
  api.use(createApiRouter(dependencies));
  api.use((_request, response) => {
    response.status(404).json({ error: { code: 'not_found', message: 'No such API endpoint.' } });
  });
  app.use('/api', api);
  app.use((_request, response) => {
    response.status(404).json({ error: { code: 'not_found', message: 'The API is served under /api.' } });
  });
  return app;
}
