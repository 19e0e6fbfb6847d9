import { afterEach, describe, expect, it } from 'vitest';
import { createTestStore } from '../../tests/createTestStore.js';
import { startTestHttpServer, type TestHttpServer } from '../../tests/startTestHttpServer.js';
import { sampleCreditScore } from '../creditScore/sampleCreditScore.js';
import { loadCreditScore, selectCreditScore } from '../creditScore/creditScoreSlice.js';
import { selectOpenIdentityAlerts } from '../identityProtection/identityProtectionSlice.js';
import { sharedDataChanged } from '../shared-data/sharedDataChanged.js';
import { defaultEngagementData, emptyLocationData } from '../shared-data/sharedDataDefaults.js';
import type { SessionManager } from '../shared-data/sharedDataTypes.js';

const signedIn: SessionManager = {
  isLoggedIn: () => true,
  authenticationHeaders: () => ({ Authorization: 'Bearer test' }),
};

function sharedData(userSegment: string) {
  return sharedDataChanged({
    isAppReady: true,
    isLoggedIn: true,
    userData: { userId: '7', username: 'dana', userSegment, isLoading: false },
    locationData: emptyLocationData,
    engagementData: defaultEngagementData,
  });
}

/** Until a test makes it a member, the API answers as to a non-member. */
let member = false;
let server: TestHttpServer | undefined;

async function startApi(creditScoreStatus: () => number) {
  server = await startTestHttpServer((app) => {
    app.get('/api/credit_score', (_request, response) => {
      const status = member ? creditScoreStatus() : 403;
      if (status === 200) response.json(sampleCreditScore);
      else
        response.status(status).json({
          error: {
            code: status === 403 ? 'membership_required' : 'internal_error',
            message: 'no',
          },
        });
    });
    app.get('/api/identity_protection/open_alerts', (_request, response) => {
      if (member) response.json({ open_alerts: 3 });
      else response.status(403).json({ error: { code: 'membership_required', message: 'no' } });
    });
  });
  return createTestStore(`${server.baseURL}/api`, signedIn);
}

afterEach(async () => {
  member = false;
  await server?.close();
});

describe('the member screens’ data', () => {
  it('turns a non-member’s 403 into the preview, without reporting it', async () => {
    const { store, reported } = await startApi(() => 200);
    await store.dispatch(loadCreditScore());
    expect(selectCreditScore(store.getState()).status).toBe('membership_required');
    expect(reported).toEqual([]);
  });

  it('reports a real failure and lets a retry load', async () => {
    let status = 500;
    const { store, reported } = await startApi(() => status);
    member = true;
    await store.dispatch(loadCreditScore());
    expect(selectCreditScore(store.getState()).status).toBe('failed');
    expect(reported).toHaveLength(1);
    status = 200;
    await store.dispatch(loadCreditScore());
    expect(selectCreditScore(store.getState())).toMatchObject({
      status: 'loaded',
      report: sampleCreditScore,
    });
  });

  it('reads everything again when the user becomes a member, and counts their open alerts', async () => {
    const { store } = await startApi(() => 200);
    store.dispatch(sharedData('free'));
    await store.dispatch(loadCreditScore());
    expect(selectCreditScore(store.getState()).status).toBe('membership_required');
    expect(selectOpenIdentityAlerts(store.getState())).toBeNull();

    member = true;
    store.dispatch(sharedData('doxoplus'));
    await expect.poll(() => selectOpenIdentityAlerts(store.getState())).toBe(3);
    // The preview's "membership required" is forgotten: the screen loads the member's report.
    expect(selectCreditScore(store.getState()).status).toBe('idle');
    await store.dispatch(loadCreditScore());
    expect(selectCreditScore(store.getState()).status).toBe('loaded');

    // Leaving: what the member saw is forgotten too.
    member = false;
    store.dispatch(sharedData('free'));
    expect(selectCreditScore(store.getState())).toMatchObject({ status: 'idle', report: null });
    expect(selectOpenIdentityAlerts(store.getState())).toBeNull();
  });
});
