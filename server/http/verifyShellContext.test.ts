import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ShellSharedData } from '../../contract/shellContext.js';
import { verifyShellContext } from './verifyShellContext.js';

const secret = 'a-shared-secret-of-at-least-32-characters';
const now = 1_800_000_000;

const shared: ShellSharedData = {
  userData: { userId: '7', username: 'ada', userSegment: 'plus', isLoading: false },
  locationData: { hierarchy: '/usa/wa', state: 'wa', zipcode: null, county: null },
  engagementData: {
    isLoaded: true,
    billsCount: 3,
    walletCount: 1,
    userCreatedAtDate: '2025-01-01',
    lastSignedInAt: null,
  },
  layoutData: { enableSidebar: true, expandSidebar: true, showReducedNav: false, hostChrome: true },
};

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token written here by hand from the contract's description, not by the host's code. */
function token(
  claims: Record<string, unknown>,
  { key = secret, header = { alg: 'HS256', typ: 'JWT' } as Record<string, unknown> } = {},
) {
  const input = `${part(header)}.${part(claims)}`;
  return `${input}.${createHmac('sha256', key).update(input).digest('base64url')}`;
}

const good = { aud: 'doxo-microapp', iat: now, exp: now + 30, shared };

describe('verifyShellContext', () => {
  it('believes a token signed with the shared secret, within its minute', () => {
    expect(verifyShellContext(token(good), secret, now)).toEqual({ valid: true, shared });
    expect(verifyShellContext(token(good), secret, now + 29).valid).toBe(true);
  });

  it('refuses another secret, a changed payload, or no signature', () => {
    expect(verifyShellContext(token(good, { key: 'another-secret-of-32-characters-or-more' }), secret, now)).toEqual({
      valid: false,
      reason: 'signature',
    });
    const [header, , signature] = token(good).split('.');
    const promoted = part({
      ...good,
      shared: { ...shared, userData: { ...shared.userData, userId: '1' } },
    });
    expect(verifyShellContext(`${header}.${promoted}.${signature}`, secret, now).valid).toBe(false);
    expect(verifyShellContext(`${header}.${part(good)}.`, secret, now).valid).toBe(false);
  });

  it('refuses a token that names another algorithm, even "none"', () => {
    const unsigned = `${part({ alg: 'none' })}.${part(good)}.`;
    expect(verifyShellContext(unsigned, secret, now)).toEqual({
      valid: false,
      reason: 'malformed',
    });
    expect(verifyShellContext(token(good, { header: { alg: 'HS512' } }), secret, now)).toEqual({
      valid: false,
      reason: 'malformed',
    });
  });

  it('refuses an expired token, one from the future, and one good for more than a minute', () => {
    expect(verifyShellContext(token(good), secret, now + 30)).toEqual({
      valid: false,
      reason: 'expired',
    });
    expect(verifyShellContext(token({ ...good, iat: now + 10, exp: now + 40 }), secret, now).valid).toBe(false);
    expect(verifyShellContext(token({ ...good, exp: now + 61 }), secret, now).valid).toBe(false);
  });

  it('refuses claims for another audience or of another shape, and what is not a token', () => {
    expect(verifyShellContext(token({ ...good, aud: 'someone-else' }), secret, now)).toEqual({
      valid: false,
      reason: 'claims',
    });
    const withoutLayout = Object.fromEntries(Object.entries(shared).filter(([name]) => name !== 'layoutData'));
    expect(verifyShellContext(token({ ...good, shared: withoutLayout }), secret, now).valid).toBe(false);
    for (const garbage of ['', 'abc', 'a.b', 'a.b.c.d', `${'x'.repeat(9000)}.a.b`]) {
      expect(verifyShellContext(garbage, secret, now).valid).toBe(false);
    }
  });
});
