import { describe, expect, it } from 'vitest';
import { monitoredItemLabel, normalizeMonitoredItem } from './monitoredItemRules.js';

describe('monitored item rules', () => {
  it.each([
    ['email', ' Dana@Example.COM ', 'dana@example.com'],
    ['phone', '(206) 555-0143', '+12065550143'],
    ['phone', '+1 206.555.0143', '+12065550143'],
    ['phone', '+44 20 7946 0958', '+442079460958'],
    ['ssn_last4', ' 1234 ', '1234'],
  ] as const)('keeps %s %j as %j', (kind, text, value) => {
    expect(normalizeMonitoredItem(kind, text)).toEqual({ ok: true, value });
  });

  it.each([
    ['email', 'dana@'],
    ['email', 'dana example.com'],
    ['email', `${'a'.repeat(250)}@example.com`],
    ['phone', '12345'],
    ['phone', '(206) 555-014'],
    ['ssn_last4', '123-45-6789'],
    ['ssn_last4', '123'],
    ['ssn_last4', '12345'],
  ] as const)('refuses %s %j with a message', (kind, text) => {
    const answer = normalizeMonitoredItem(kind, text);
    expect(answer.ok).toBe(false);
  });

  it('formats what it shows: U.S. numbers nationally, others internationally', () => {
    expect(monitoredItemLabel('phone', '+12065550143')).toBe('(206) 555-0143');
    expect(monitoredItemLabel('phone', '+442079460958')).toBe('+44 20 7946 0958');
    expect(monitoredItemLabel('ssn_last4', '1234')).toBe('SSN •••-••-1234');
  });
});
