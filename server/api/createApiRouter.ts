// Environment: server The product API (docs/architecture.md#the-parts): mounted at /api by
// server/app.ts, or served on its own by server/apiServer.ts. The error collector first (it has its
// own project keys and must keep taking reports in maintenance, docs/product.md#error-reporting),
// then gatekeeping, then the product's routes (docs/product.md#api-conventions).
import express, { type Router } from 'express';
import { apiErrorHandler } from './apiError.js';
import type { ApiDependencies } from './apiDependencies.js';
import { registerAccountsRoutes } from './accountsRoutes.js';
import { registerBillsRoutes } from './billsRoutes.js';
import { registerCreditScoreRoutes } from './creditScoreRoutes.js';
import { registerIdentityProtectionRoutes } from './identityProtectionRoutes.js';
import { registerSavingsRoutes } from './savingsRoutes.js';
import { createDirectoryCatalog } from './directoryCatalog.js';
import { registerDirectoryRoutes } from './directoryRoutes.js';
import { createErrorCollectorRouter } from './errorCollectorRoutes.js';
import { registerAccountLinkRoutes } from './accountLinkRoutes.js';
import { registerAccountSettingsRoutes } from './accountSettingsRoutes.js';
import { registerAccountEmailRoutes } from './accountEmailRoutes.js';
import { registerAccountDataRoutes } from './accountDataRoutes.js';
import { registerAccountDeletionRoutes } from './accountDeletionRoutes.js';
import { registerAutopayRoutes } from './autopayRoutes.js';
import { registerContactRoutes } from './contactRoutes.js';
import { apiKeyGate, maintenanceGate, readMaintenanceSwitch } from './gatekeeping.js';
import { registerInsightsRoutes } from './insightsRoutes.js';
import { registerLocationsRoutes } from './locationsRoutes.js';
import { registerMembershipRoutes } from './membershipRoutes.js';
import { registerNotificationsRoutes } from './notificationsRoutes.js';
import { registerOutboxRoutes } from './outboxRoutes.js';
import { registerPaymentsRoutes } from './paymentsRoutes.js';
import { registerPublicPagesRoutes } from './publicPagesRoutes.js';
import { sessionStandingOf, type SessionStanding } from './auth/authentication.js';
import { createPublicAnswerCache, type PublicAnswerCache } from './publicAnswerCache.js';
import { registerSessionRoutes } from './sessionRoutes.js';
import { registerSignUpRoutes } from './signUpRoutes.js';
import { registerStatusRoutes } from './statusRoutes.js';
import { registerTestClockRoutes } from './testClockRoutes.js';
import { registerUsersRoutes } from './usersRoutes.js';
import { registerWalletRoutes } from './walletRoutes.js';
import { registerWidgetSettingsRoutes } from './widgetSettingsRoutes.js';

/**
 * The API's router, with the public answers it keeps (for the in-process transport) and where a
 * session stands now (for kept signed-in pages, server/http/signedInPageCache.ts).
 */
export type ApiRouter = Router & {
  publicAnswers: PublicAnswerCache;
  sessionStanding: (tokenHash: string) => Promise<SessionStanding | undefined>;
};

export function createApiRouter(dependencies: ApiDependencies): ApiRouter {
  const router = express.Router();
  const maintenance = readMaintenanceSwitch(dependencies);
  const publicAnswers = createPublicAnswerCache({
    db: dependencies.db,
    apiKey: dependencies.settings.apiKey,
    maintenance,
  });
  router.use(createErrorCollectorRouter(dependencies));
  router.use(maintenanceGate(maintenance), apiKeyGate(dependencies));
  router.use(express.json({ limit: '16kb' }));
  router.use(publicAnswers.middleware);

  const catalog = createDirectoryCatalog(dependencies.db);
  registerStatusRoutes(router, dependencies);
  registerSessionRoutes(router, dependencies);
  registerSignUpRoutes(router, dependencies);
  registerOutboxRoutes(router, dependencies);
  registerAccountLinkRoutes(router, dependencies);
  registerAccountSettingsRoutes(router, dependencies);
  registerAccountEmailRoutes(router, dependencies);
  registerAccountDataRoutes(router, dependencies);
  registerAccountDeletionRoutes(router, dependencies);
  registerUsersRoutes(router, dependencies);
  registerWidgetSettingsRoutes(router, dependencies);
  registerAccountsRoutes(router, dependencies);
  registerDirectoryRoutes(router, dependencies, catalog);
  registerLocationsRoutes(router, dependencies);
  registerInsightsRoutes(router, dependencies, catalog);
  registerPaymentsRoutes(router, dependencies);
  registerAutopayRoutes(router, dependencies);
  registerMembershipRoutes(router, dependencies);
  registerNotificationsRoutes(router, dependencies);
  if (dependencies.testClock) registerTestClockRoutes(router, dependencies.testClock);
  registerWalletRoutes(router, dependencies);
  registerBillsRoutes(router, dependencies);
  // doxoPLUS member features: each answers a non-member 403 membership_required.
  registerCreditScoreRoutes(router, dependencies);
  registerIdentityProtectionRoutes(router, dependencies);
  registerSavingsRoutes(router, dependencies);
  registerContactRoutes(router, dependencies);
  registerPublicPagesRoutes(router, dependencies, catalog);

  router.use(apiErrorHandler(dependencies.log));
  const sessionStanding = (tokenHash: string) => sessionStandingOf(dependencies, tokenHash);
  return Object.assign(router, { publicAnswers, sessionStanding });
}
