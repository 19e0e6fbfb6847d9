// Environment: server
import type { Request, Response, Router } from 'express';
import type { ApiDependencies } from './apiDependencies.js';
import { requireSession } from './auth/authentication.js';
import { loadMe } from './userProfile.js';

export function registerUsersRoutes(router: Router, dependencies: ApiDependencies): void {
  // The container's user, location and engagement data in one call
  // (docs/product.md#engagement-data).
  router.get('/users/me', async (request: Request, response: Response) => {
    const session = await requireSession(dependencies, request);
    response.setHeader('Cache-Control', 'private, no-store');
    response.json(await loadMe(dependencies.db, session.userId));
  });
}
