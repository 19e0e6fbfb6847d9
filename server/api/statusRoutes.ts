// Environment: server
// GET /status: whether the API can serve right now (not in maintenance, its database answering),
// for the browser's maintenance page, which polls it to bring the visitor back (src/maintenance).
// The gates answer 503 first in maintenance; a database that is away answers 503
// database_unavailable through the API's error handler.
import type { Router } from 'express';
import { pingDatabase } from '../db/pingDatabase.js';
import type { ApiDependencies } from './apiDependencies.js';
import type { StatusResponse } from './schemas/statusSchemas.js';

export function registerStatusRoutes(router: Router, { db }: ApiDependencies): void {
  router.get('/status', async (_request, response) => {
    await pingDatabase(db);
    const answer: StatusResponse = { status: 'ok' };
    response.setHeader('Cache-Control', 'no-store');
    response.json(answer);
  });
}
