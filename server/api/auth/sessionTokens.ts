// Environment: server Opaque session tokens (docs/product.md#sessions): random, handed to the
// client once, stored only as a hash.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export function createSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * The CSRF token of a session, derived from its secret token: a cross-site page can neither read
 * the cookie nor compute this, so requiring it on cookie-authenticated writes defeats CSRF
 * without storing anything more.
 */
export function csrfTokenFor(sessionToken: string): string {
  return createHash('sha256').update(`csrf:${sessionToken}`).digest('base64url');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
