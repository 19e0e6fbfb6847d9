import { describe, expect, it } from 'vitest';
import { hostSharedData } from '../host/hostSharedData.js';
import { signShellContext } from '../host/signShellContext.js';
import { verifyShellContext } from '../server/http/verifyShellContext.js';

// The host and the micro-app each implement their side of the signed shell context on their own
// (docs/host-contract.md#the-signed-shell-context); this holds the two to each other.
const secret = 'the-secret-both-sides-share-0123456789';

describe('the shell context between the host and the micro-app', () => {
  it('what the host signs, the micro-app believes, for signed-in and signed-out visitors', () => {
    const signedOut = hostSharedData(null);
    expect(verifyShellContext(signShellContext(signedOut, secret), secret)).toEqual({
      valid: true,
      shared: signedOut,
    });
    const signedIn = hostSharedData({
      csrfToken: 'csrf',
      user: {
        userId: '12',
        username: 'Zoë </script>',
        userSegment: 'free',
        hierarchy: '/usa/wa/seattle-tacoma-bellevue-wa/king',
        state: 'wa',
        county: 'king',
        zipcode: '98101',
        billsCount: 12,
        walletCount: 3,
        createdAt: '2024-02-03T00:00:00.000Z',
        lastSignedInAt: null,
      },
    });
    expect(verifyShellContext(signShellContext(signedIn, secret), secret)).toEqual({
      valid: true,
      shared: signedIn,
    });
  });

  it('a host token stops being believed once its time is up', () => {
    const issued = 1_800_000_000;
    const token = signShellContext(hostSharedData(null), secret, issued);
    expect(verifyShellContext(token, secret, issued + 29).valid).toBe(true);
    expect(verifyShellContext(token, secret, issued + 30).valid).toBe(false);
  });
});
