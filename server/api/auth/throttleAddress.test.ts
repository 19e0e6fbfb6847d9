import { describe, expect, it } from 'vitest';
import { throttleAddress } from './throttleAddress.js';

describe('throttleAddress', () => {
  it.each(['203.0.113.7', '::ffff:203.0.113.7'])('counts %s by its IPv4 address', (ip) => {
    expect(throttleAddress(ip)).toBe('203.0.113.7');
  });

  it.each(['2001:db8:85a3:0000:0000:8a2e:0370:7334', '2001:db8:85a3::1', '2001:DB8:85A3:0:ffff::9'])(
    'counts %s by its /64 network, however it is written',
    (ip) => {
      expect(throttleAddress(ip)).toBe('2001:db8:85a3:0::/64');
    },
  );

  it('counts ::1 by the /64 network of zeros', () => {
    expect(throttleAddress('::1')).toBe('0:0:0:0::/64');
  });
});
