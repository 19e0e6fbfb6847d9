import { describe, expect, it } from 'vitest';
import { ownPathOnly } from './ownPathOnly.js';

describe('ownPathOnly', () => {
  it.each([
    ['/u/bills', '/u/bills'],
    ['/u/bills-to-pay/all-groups/all-services?s=1', '/u/bills-to-pay/all-groups/all-services?s=1'],
    ['/\\evil.example', '/%5Cevil.example'],
    ['//evil.example/x', '/evil.example/x'],
    ['///\\evil.example', '/%5Cevil.example'],
  ])('keeps %s on this site as %s', (location, expected) => {
    expect(ownPathOnly(location)).toBe(expected);
  });
});
