// Environment: server
import type { Request, Response, Router } from 'express';
import type { ApiDependencies } from './apiDependencies.js';
import { requireSession } from './auth/authentication.js';
import { loadMe } from './userProfile.js';
import { sendPrivately } from './privateAnswer.js';

export function registerUsersRoutes(router: Router, dependencies: ApiDependencies): void {
  // The container's user, location and engagement data in one call
  // (docs/product.md#engagement-data).
  router.get('/users/me', async (request: Request, response: Response) => {
    const session = await requireSession(dependencies, request);
    sendPrivately(response, await loadMe(dependencies.db, session.userId));
  });
}
