import { getSharedDataComputedDependencies } from './sharedData.js';

/**
 * Asks the container to sign the user in (docs/product.md#sign-in-and-sign-out: sign-in goes
 * through the container). A cancel (code login_canceled_by_user) changes nothing, so it is not an
 * error here.
 */
export function requestSignIn(): void {
  getSharedDataComputedDependencies()
    .actions.signIn()
    .catch(() => {});
}
