import { describe, expect, it } from 'vitest';
import { localReturnPath, maintenanceAddress, returnPathFrom, tryAgainPath } from './maintenanceReturn.js';

describe('the maintenance page’s way back', () => {
  it('remembers the page, query included', () => {
    expect(maintenanceAddress('/u/bills-to-pay/all-groups/all-services?listing=4')).toBe(
      '/u/maintenance?return_to=%2Fu%2Fbills-to-pay%2Fall-groups%2Fall-services%3Flisting%3D4',
    );
    expect(returnPathFrom('?return_to=%2Fu%2Fwallet%3Fa%3D1')).toBe('/u/wallet?a=1');
    expect(tryAgainPath('?return_to=%2Fu%2Fwallet%3Fa%3D1')).toBe('/u/wallet?a=1');
    // Opened by itself, the page stays where it is.
    expect(returnPathFrom('')).toBeUndefined();
  });

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example/', 'u/bills', '/u/maintenance'])(
    'never goes back to %s',
    (value) => {
      expect(localReturnPath(value)).toBeUndefined();
      expect(maintenanceAddress(value)).toBe('/u/maintenance');
      expect(returnPathFrom(`?return_to=${encodeURIComponent(value)}`)).toBeUndefined();
      expect(tryAgainPath(`?return_to=${encodeURIComponent(value)}`)).toBe('/u/bills');
    },
  );
});
