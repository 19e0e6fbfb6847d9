import { describe, expect, it } from 'vitest';
import { FILTERED, isSensitiveKey, redactSensitiveKeys } from './redactSensitiveKeys.js';

describe('redactSensitiveKeys', () => {
  it.each([
    'password',
    'Password',
    'newPassword',
    'passwd',
    'secret',
    'clientSecret',
    'token',
    'access_token',
    'csrfToken',
    'Authorization',
    'authorisation',
    'cookie',
    'Set-Cookie',
    'cardNumber',
    'card_number',
    'card-number',
    'CardNumber',
    'card number',
    'cardNum',
    'accountNumber',
    'account_number',
    'account-number',
    'AccountNumber',
    'apiKey',
    'api_key',
  ])('treats %j as sensitive', (key) => {
    expect(isSensitiveKey(key)).toBe(true);
  });

  it.each(['userId', 'username', 'billsCount', 'account', 'provider', 'authLevel', 'card'])('keeps %j', (key) => {
    expect(isSensitiveKey(key)).toBe(false);
  });

  it('redacts at any depth, inside arrays, and leaves every other value untouched', () => {
    const date = new Date('2024-01-02T03:04:05Z');
    const input = {
      userId: 'u1',
      password: 'hunter2',
      form: { fields: [{ name: 'card', cardNumber: '4111111111111111', amount: 42 }] },
      headers: { Authorization: 'Bearer abc', Accept: 'application/json' },
      listings: [{ id: 7, account_number: '123-456', provider: { name: 'Power Co' } }],
      when: date,
      ok: true,
      nothing: null,
    };
    expect(redactSensitiveKeys(input)).toEqual({
      userId: 'u1',
      password: FILTERED,
      form: { fields: [{ name: 'card', cardNumber: FILTERED, amount: 42 }] },
      headers: { Authorization: FILTERED, Accept: 'application/json' },
      listings: [{ id: 7, account_number: FILTERED, provider: { name: 'Power Co' } }],
      when: date,
      ok: true,
      nothing: null,
    });
    // The input is not mutated: the app keeps using its own objects.
    expect(input.password).toBe('hunter2');
    expect(input.form.fields[0]?.cardNumber).toBe('4111111111111111');
  });

  it('filters a sensitive key even when its value is an object', () => {
    expect(redactSensitiveKeys({ secret: { nested: 'x' } })).toEqual({ secret: FILTERED });
  });

  it('breaks cycles and turns bigint into text so the notice still serializes', () => {
    const cyclic: Record<string, unknown> = { name: 'a', big: 10n };
    cyclic.self = cyclic;
    const shared = { token: 't' };
    const redacted = redactSensitiveKeys({ cyclic, first: shared, second: shared });
    expect(redacted).toEqual({
      cyclic: { name: 'a', big: '10', self: '[Circular]' },
      first: { token: FILTERED },
      second: { token: FILTERED },
    });
    expect(() => JSON.stringify(redacted)).not.toThrow();
  });

  it('returns primitives as they are', () => {
    expect(redactSensitiveKeys('password=1')).toBe('password=1');
    expect(redactSensitiveKeys(undefined)).toBeUndefined();
  });
});
