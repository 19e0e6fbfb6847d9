// Environment: server The micro-app's side of the signed shell context
// (docs/host-contract.md#the-signed-shell-context): a host shell vouches for the visitor of each
// request it forwards in an X-Shell-Context token, a JWS compact token (HMAC-SHA256) under the
// secret the two share. Only a token whose signature, audience and times all hold is used; anything
// else is ignored, and the page is then served as on its own, by the reference container, from the
// visitor's own session (so a forged or expired token never signs anyone in).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import {
  SHELL_CONTEXT_AUDIENCE,
  SHELL_CONTEXT_JOSE_HEADER,
  SHELL_CONTEXT_MAX_AGE_SECONDS,
  type ShellSharedData,
} from '../../contract/shellContext.js';

/** Clocks of two machines differ a little: a token issued up to this far ahead still counts. */
const CLOCK_SKEW_SECONDS = 5;
/** Far above any real token (a few hundred bytes); refused before any work. */
const MAX_TOKEN_LENGTH = 8_192;

const text = z.string().max(300).nullable();
const count = z.number().int().min(0).max(1_000_000);

const sharedDataSchema: z.ZodType<ShellSharedData> = z.object({
  userData: z.object({
    userId: text,
    username: text,
    userSegment: text,
    isLoading: z.boolean(),
  }),
  locationData: z.object({ hierarchy: text, state: text, zipcode: text, county: text }),
  engagementData: z.object({
    isLoaded: z.boolean(),
    billsCount: count,
    walletCount: count,
    userCreatedAtDate: text,
    lastSignedInAt: text,
  }),
  layoutData: z.object({
    enableSidebar: z.boolean(),
    expandSidebar: z.boolean(),
    showReducedNav: z.boolean(),
    hostChrome: z.boolean(),
  }),
});

const claimsSchema = z.object({
  aud: z.literal(SHELL_CONTEXT_AUDIENCE),
  iat: z.number().int(),
  exp: z.number().int(),
  shared: sharedDataSchema,
});

export type ShellContextVerdict =
  { valid: true; shared: ShellSharedData } | { valid: false; reason: 'malformed' | 'signature' | 'expired' | 'claims' };

function decodeJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Checks `token` against `secret` at `nowSeconds`. The algorithm is ours, not the token's: a
 * header naming anything but HS256 is refused, so no token can choose a weaker check ("none").
 */
export function verifyShellContext(
  token: string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): ShellContextVerdict {
  if (token.length > MAX_TOKEN_LENGTH) return { valid: false, reason: 'malformed' };
  const parts = token.split('.');
  if (parts.length !== 3) return { valid: false, reason: 'malformed' };
  const [headerPart = '', payloadPart = '', signaturePart = ''] = parts;
  const header = decodeJson(headerPart);
  if (
    typeof header !== 'object' ||
    header === null ||
    !('alg' in header) ||
    header.alg !== SHELL_CONTEXT_JOSE_HEADER.alg
  ) {
    return { valid: false, reason: 'malformed' };
  }
  const expected = createHmac('sha256', secret).update(`${headerPart}.${payloadPart}`).digest();
  const given = Buffer.from(signaturePart, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { valid: false, reason: 'signature' };
  }
  const claims = claimsSchema.safeParse(decodeJson(payloadPart));
  if (!claims.success) return { valid: false, reason: 'claims' };
  const { iat, exp } = claims.data;
  if (
    exp <= nowSeconds ||
    iat > nowSeconds + CLOCK_SKEW_SECONDS ||
    exp - iat > SHELL_CONTEXT_MAX_AGE_SECONDS ||
    exp <= iat
  ) {
    return { valid: false, reason: 'expired' };
  }
  return { valid: true, shared: claims.data.shared };
}
