import { getSharedDataComputedDependencies } from './sharedData.js';
import type { SessionManager } from './sharedDataTypes.js';

/**
 * The container's session manager, looked up at each use: the micro-app's API clients exist before
 * the container may have set its dependencies, and using them earlier fails with the
 * missing-session-manager error (docs/product.md#api-client-security) instead of silently sending
 * unauthenticated requests.
 */
export const sharedSessionManager: SessionManager = {
  isLoggedIn: () => getSharedDataComputedDependencies().sessionManager.isLoggedIn(),
  authenticationHeaders: (method) => getSharedDataComputedDependencies().sessionManager.authenticationHeaders(method),
};
