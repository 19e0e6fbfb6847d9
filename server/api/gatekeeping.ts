// Environment: server
// What every API request passes before its handler: maintenance mode, then the API key.
import type { RequestHandler } from 'express';
import { ApiError, sendApiError } from './apiError.js';
import type { ApiDependencies } from './apiDependencies.js';
import { safeEqual } from './auth/sessionTokens.js';
import { periodicRead, type PeriodicRead } from './periodicRead.js';

const RETRY_AFTER_SECONDS = 300;
const FLAG_CACHE_MS = 2_000;

/**
 * docs/product.md#maintenance: in maintenance every endpoint answers 503 (the app then redirects to
 * /u/maintenance). Switched by MAINTENANCE=1 or, for every process at once, by
 * app_flags.maintenance = '1'; the flag is re-read at most every two seconds.
 */
export function readMaintenanceSwitch({ db, settings }: ApiDependencies): PeriodicRead<boolean> {
  return periodicRead(async () => {
    if (settings.maintenance) return true;
    const row = await db.selectFrom('app_flags').select('value').where('key', '=', 'maintenance').executeTakeFirst();
    return row?.value === '1' || row?.value === 'true';
  }, FLAG_CACHE_MS);
}

export function maintenanceGate(maintenance: PeriodicRead<boolean>): RequestHandler {
  return async (_request, response, next) => {
    if (await maintenance.get()) {
      sendApiError(
        response,
        new ApiError(503, 'maintenance', 'The service is down for maintenance.', {
          'Retry-After': String(RETRY_AFTER_SECONDS),
        }),
      );
      return;
    }
    next();
  };
}

/** When API_KEY is configured, every request carries it in X-Api-Key (docs/product.md#api-key). */
export function apiKeyGate({ settings }: ApiDependencies): RequestHandler {
  return (request, response, next) => {
    const expected = settings.apiKey;
    if (!expected) {
      next();
      return;
    }
    const sent = request.get('x-api-key');
    if (!sent || !safeEqual(sent, expected)) {
      sendApiError(response, new ApiError(401, 'invalid_api_key', 'A valid X-Api-Key header is required.'));
      return;
    }
    next();
  };
}
