// The signed shell context: what the host tells the micro-app's server about the visitor of each
// request it forwards (docs/host-contract.md#the-signed-shell-context). Types and constants only.
import type { SharedDataState } from './sharedData.js';

/** The request header that carries the token. */
export const SHELL_CONTEXT_HEADER = 'X-Shell-Context';

/** A token is good for at most this long after it was issued. */
export const SHELL_CONTEXT_MAX_AGE_SECONDS = 60;

/** The audience every token names: a token made for anything else is refused. */
export const SHELL_CONTEXT_AUDIENCE = 'doxo-microapp';

/** The token's protected header, exactly: JWS compact serialization, HMAC-SHA256. */
export const SHELL_CONTEXT_JOSE_HEADER = { alg: 'HS256', typ: 'JWT' } as const;

/** The shared data the host computed for this request's visitor. */
export type ShellSharedData = Pick<SharedDataState, 'userData' | 'locationData' | 'engagementData' | 'layoutData'>;

/** The token's claims (its payload). Times are seconds since the epoch. */
export type ShellContextClaims = {
  aud: typeof SHELL_CONTEXT_AUDIENCE;
  iat: number;
  exp: number;
  shared: ShellSharedData;
};
