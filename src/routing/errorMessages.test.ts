import { describe, expect, it } from 'vitest';
import { describeError, errorStatusOf } from './errorMessages.js';
import { REDIRECT_LIMIT_REASON } from './redirectHops.js';

describe('errorStatusOf', () => {
  it.each([401, 403, 404, 410, 429, 500, 503] as const)('uses the abort code %i', (code) => {
    expect(errorStatusOf({ abortStatusCode: code, is404: false })).toBe(code);
  });

  it('is 404 when no route matched and 500 otherwise', () => {
    expect(errorStatusOf({ is404: true })).toBe(404);
    expect(errorStatusOf({ is404: false })).toBe(500);
    expect(errorStatusOf({ abortStatusCode: 418, is404: false })).toBe(500);
  });

  it('is 508 for a chain of redirects stopped at the limit', () => {
    expect(errorStatusOf({ abortStatusCode: 500, abortReason: REDIRECT_LIMIT_REASON })).toBe(508);
    expect(errorStatusOf({ abortStatusCode: 500, abortReason: 'other' })).toBe(500);
  });
});

describe('describeError', () => {
  it('has a distinct human title and message for every code', () => {
    const codes = [401, 403, 404, 410, 429, 500, 503, 508] as const;
    const titles = new Set(codes.map((code) => describeError(code).title));
    expect(titles.size).toBe(codes.length);
    for (const code of codes) expect(describeError(code).message.length).toBeGreaterThan(20);
  });
});
