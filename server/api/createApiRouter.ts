// Environment: server
// The product API (ARCHITECTURE.md § The parts, 3): mounted at /api by server/app.ts, or served
// on its own by server/apiServer.ts. Gatekeeping first, then the routes of SPEC §7 and issue 3.
import express, { type Router } from 'express';
import { apiErrorHandler } from './apiError.js';
import type { ApiDependencies } from './apiDependencies.js';
import { registerAccountsRoutes } from './accountsRoutes.js';
import { createDirectoryCatalog } from './directoryCatalog.js';
import { registerDirectoryRoutes } from './directoryRoutes.js';
import { apiKeyGate, maintenanceGate } from './gatekeeping.js';
import { registerInsightsRoutes } from './insightsRoutes.js';
import { registerLocationsRoutes } from './locationsRoutes.js';
import { registerSessionRoutes } from './sessionRoutes.js';
import { registerUsersRoutes } from './usersRoutes.js';
import { registerWidgetSettingsRoutes } from './widgetSettingsRoutes.js';

export function createApiRouter(dependencies: ApiDependencies): Router {
  const router = express.Router();
  router.use(maintenanceGate(dependencies), apiKeyGate(dependencies));
  router.use(express.json({ limit: '16kb' }));

  const catalog = createDirectoryCatalog(dependencies.db);
  registerSessionRoutes(router, dependencies);
  registerUsersRoutes(router, dependencies);
  registerWidgetSettingsRoutes(router, dependencies);
  registerAccountsRoutes(router, dependencies);
  registerDirectoryRoutes(router, dependencies, catalog);
  registerLocationsRoutes(router, dependencies);
  registerInsightsRoutes(router, dependencies, catalog);

  router.use(apiErrorHandler(dependencies.log));
  return router;
}
