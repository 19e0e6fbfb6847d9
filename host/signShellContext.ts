// The host's side of the signed shell context (docs/host-contract.md#the-signed-shell-context):
// a JWS compact token, HMAC-SHA256 under the secret the host shares with the micro-app, good for
// a minute at most. Written here, apart from the micro-app's check, so each side stands on the
// published contract alone.
import { createHmac } from 'node:crypto';
import {
  SHELL_CONTEXT_AUDIENCE,
  SHELL_CONTEXT_JOSE_HEADER,
  SHELL_CONTEXT_MAX_AGE_SECONDS,
  type ShellContextClaims,
  type ShellSharedData,
} from '../contract/shellContext.js';

/** Short: one token per forwarded request, so a copied one is useless within moments. */
export const SHELL_CONTEXT_LIFETIME_SECONDS = 30;

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

export function signShellContext(
  shared: ShellSharedData,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
  lifetimeSeconds = Math.min(SHELL_CONTEXT_LIFETIME_SECONDS, SHELL_CONTEXT_MAX_AGE_SECONDS),
): string {
  const claims: ShellContextClaims = {
    aud: SHELL_CONTEXT_AUDIENCE,
    iat: nowSeconds,
    exp: nowSeconds + lifetimeSeconds,
    shared,
  };
  const signingInput = `${base64url(JSON.stringify(SHELL_CONTEXT_JOSE_HEADER))}.${base64url(JSON.stringify(claims))}`;
  const signature = createHmac('sha256', secret).update(signingInput).digest('base64url');
  return `${signingInput}.${signature}`;
}
