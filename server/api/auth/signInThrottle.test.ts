import { describe, expect, it } from 'vitest';
import { tryAgainIn } from './signInThrottle.js';

describe('tryAgainIn', () => {
  it('names the wait in words a person reads: one second, or several', () => {
    expect(tryAgainIn(1)).toBe('Try again in 1 second.');
    expect(tryAgainIn(30)).toBe('Try again in 30 seconds.');
  });
});
