import { describe, expect, it } from 'vitest';
import { throttleAddress } from './throttleAddress.js';

describe('throttleAddress', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:85a3:0000:0000:8a2e:0370:7334', '2001:db8:85a3:0::/64'],
    ['2001:db8:85a3::1', '2001:db8:85a3:0::/64'],
    ['2001:DB8:85A3:0:ffff::9', '2001:db8:85a3:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('counts %s as %s', (ip, expected) => {
    expect(throttleAddress(ip)).toBe(expected);
  });
});
