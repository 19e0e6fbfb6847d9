import { describe, expect, it } from 'vitest';
import { createIntentKeys, idempotencyHeaders, newIdempotencyKey } from './idempotencyKey.js';

describe('intent keys', () => {
  it('makes random 32-character keys', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it('reuses the key for a retry or double click of the same values, in any key order', () => {
    const keys = createIntentKeys();
    const first = keys.keyFor({ nickname: 'Rent', amount_cents: 1200 });
    expect(keys.keyFor({ nickname: 'Rent', amount_cents: 1200 })).toBe(first);
    expect(keys.keyFor({ amount_cents: 1200, nickname: 'Rent' })).toBe(first);
  });

  it('starts a new key when the form is edited, and after a success', () => {
    const keys = createIntentKeys();
    const first = keys.keyFor({ nickname: 'Rent' });
    const edited = keys.keyFor({ nickname: 'Rent 2' });
    expect(edited).not.toBe(first);
    keys.completed();
    expect(keys.keyFor({ nickname: 'Rent 2' })).not.toBe(edited);
  });

  it('sends the key in the Idempotency-Key header', () => {
    expect(idempotencyHeaders('abc')).toEqual({ 'Idempotency-Key': 'abc' });
  });
});
