import { describe, expect, it } from 'vitest';
import { createManualClock, systemClock } from './clock.js';

describe('clock', () => {
  it('reads the system time by default', () => {
    const before = Date.now();
    const read = systemClock.now().getTime();
    expect(read).toBeGreaterThanOrEqual(before);
    expect(read).toBeLessThanOrEqual(Date.now());
  });

  it('stands still until moved, and returns fresh Date objects', () => {
    const clock = createManualClock('2026-03-01T12:00:00Z');
    const first = clock.now();
    first.setFullYear(1999);
    expect(clock.now().toISOString()).toBe('2026-03-01T12:00:00.000Z');
    clock.advance(24 * 60 * 60 * 1000);
    expect(clock.now().toISOString()).toBe('2026-03-02T12:00:00.000Z');
    clock.set('2027-01-01T00:00:00Z');
    expect(clock.now().toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('refuses an invalid instant', () => {
    expect(() => createManualClock('not a date')).toThrow(/valid instant/);
  });
});
