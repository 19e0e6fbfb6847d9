import express from 'express';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore } from '../../tests/createTestStore.js';
import { startTestHttpServer, type TestHttpServer } from '../../tests/startTestHttpServer.js';
import { connectSharedData } from '../shared-data/sharedDataBridge.js';
import { setSharedDataComputedDependencies, SHARED_DATA_NOT_SET_MESSAGE } from '../shared-data/sharedData.js';
import { selectAuthLevel } from '../user/userSlice.js';
import { startReferenceContainer, type ReferenceContainerOptions } from './referenceContainer.js';
import { LOGIN_CANCELED_BY_USER } from './signInPrompt.js';

let server: TestHttpServer;
let signedIn = false;
const user = {
  user_id: 7,
  username: 'ada',
  display_name: null,
  email: 'ada@doxo.test',
  email_verified: true,
  user_segment: 'plus',
  location: {
    hierarchy: '/usa/wa/seattle-tacoma-bellevue-wa/king/seattle/98101',
    state: 'wa',
    zipcode: '98101',
    county: 'king',
  },
  bills_count: 12,
  wallet_count: 2,
  unread_notifications: 0,
  created_at: '2025-01-02T00:00:00.000Z',
  last_signed_in_at: '2026-11-20T10:00:00.000Z',
};
const session = { csrf_token: 'csrf-abc', expires_at: '2027-01-01T00:00:00.000Z', user };

beforeAll(async () => {
  server = await startTestHttpServer((app) => {
    app.use(express.json());
    app.get('/session', (_request, response) => {
      response.json(signedIn ? session : null);
    });
    app.post('/session', (request, response) => {
      const body: unknown = request.body;
      if (typeof body === 'object' && body !== null && 'password' in body && body.password === 'boom') {
        response.status(500).json({ error: { code: 'internal_error', message: 'Oops.' } });
        return;
      }
      const ok = typeof body === 'object' && body !== null && 'password' in body && body.password === 'right';
      if (!ok) {
        response.status(401).json({ error: { code: 'invalid_credentials', message: 'No.' } });
        return;
      }
      signedIn = true;
      response.status(201).json({ ...session, token: 'secret-token-value' });
    });
    app.delete('/session', (request, response) => {
      if (request.get('x-csrf-token') !== 'csrf-abc') {
        response.status(403).json({ error: { code: 'csrf', message: 'No.' } });
        return;
      }
      signedIn = false;
      response.status(204).end();
    });
  });
});
afterAll(() => server.close());
afterEach(() => {
  signedIn = false;
  setSharedDataComputedDependencies(null);
});

function start(url = 'http://localhost/u/bills', overrides: Partial<ReferenceContainerOptions> = {}) {
  const reported: unknown[] = [];
  const contexts: Record<string, unknown>[] = [];
  const container = startReferenceContainer({
    apiBaseUrl: server.baseURL,
    url: new URL(url),
    reportError: (error, context) => {
      reported.push(error);
      contexts.push(context);
    },
    onServiceUnavailable: () => {},
    ...overrides,
  });
  return { container, reported, contexts };
}

describe('reference container', () => {
  it('follows the userSegment a navigation brings, into Redux through the bridge', async () => {
    signedIn = true;
    const { container } = start();
    await container.ready;
    const { store } = createTestStore(server.baseURL);
    connectSharedData(store);
    expect(store.getState().user.userSegment).toBe('plus');
    // docs/product.md#member-segment: a lapse or an enrollment seen by the server.
    container.followUserSegment('doxoplus');
    expect(container.store.getState().userData.userSegment).toBe('doxoplus');
    expect(store.getState().user.userSegment).toBe('doxoplus');
  });

  it('keeps a signed-out visitor without a segment whatever a navigation says', async () => {
    const { container } = start();
    await container.ready;
    container.followUserSegment('doxoplus');
    expect(container.store.getState().userData.userSegment).toBeNull();
  });

  it('sets computed dependencies at once and isAppReady after the session check', async () => {
    const { container } = start();
    expect(container.store.getState().isAppReady).toBe(false);
    await container.ready;
    const state = container.store.getState();
    expect(state.isAppReady).toBe(true);
    expect(state.userData.userId).toBeNull();
    expect(state.locationData).toEqual({
      hierarchy: '/usa',
      state: null,
      county: null,
      zipcode: null,
    });
    expect(state.layoutData.showReducedNav).toBe(true);
    expect(container.sessionManager.isLoggedIn()).toBe(false);
  });

  it('loads the signed-in user: user, location from the profile ZIP, engagement, layout', async () => {
    signedIn = true;
    const { container } = start();
    await container.ready;
    const { userData, locationData, engagementData, layoutData } = container.store.getState();
    expect({ userData, locationData, engagementData }).toEqual({
      userData: { userId: '7', username: 'ada', userSegment: 'plus', isLoading: false },
      locationData: {
        hierarchy: '/usa/wa/seattle-tacoma-bellevue-wa/king/seattle/98101',
        state: 'wa',
        county: 'king',
        zipcode: '98101',
      },
      engagementData: {
        isLoaded: true,
        billsCount: 12,
        walletCount: 2,
        userCreatedAtDate: '2025-01-02T00:00:00.000Z',
        lastSignedInAt: '2026-11-20T10:00:00.000Z',
      },
    });
    expect(layoutData.showReducedNav).toBe(false);
    expect(container.sessionManager.authenticationHeaders('DELETE')).toEqual({
      'X-CSRF-Token': 'csrf-abc',
    });
    expect(container.sessionManager.authenticationHeaders('GET')).toEqual({});
  });

  it('signs in through the dialog and out again, with the CSRF token', async () => {
    const { container } = start();
    await container.ready;
    const signIn = container.actions.signIn();
    expect(container.signInPrompt.isOpen()).toBe(true);
    await expect(container.submitSignIn('ada@doxo.test', 'wrong')).rejects.toThrow();
    expect(container.signInPrompt.isOpen()).toBe(true);
    await container.submitSignIn('ada@doxo.test', 'right');
    await signIn;
    expect(container.signInPrompt.isOpen()).toBe(false);
    expect(container.store.getState().userData.username).toBe('ada');
    await container.actions.signOut();
    expect(container.store.getState().userData.userId).toBeNull();
    expect(container.sessionManager.isLoggedIn()).toBe(false);
  });

  it('reports a failed sign-in that is not the visitor’s doing, with the form, and only that', async () => {
    const { container, contexts } = start();
    await container.ready;
    await expect(container.submitSignIn('ada@doxo.test', 'wrong')).rejects.toThrow();
    expect(contexts).toEqual([]);
    await expect(container.submitSignIn('ada@doxo.test', 'boom')).rejects.toThrow();
    // The reporter redacts the password before sending (redactSensitiveKeys.test.ts).
    expect(contexts).toEqual([{ operation: 'container/signIn', form: { email: 'ada@doxo.test', password: 'boom' } }]);
  });

  it('rejects a cancelled sign-in with login_canceled_by_user and changes nothing', async () => {
    const { container } = start();
    await container.ready;
    const before = container.store.getState();
    const signIn = container.actions.signIn();
    container.signInPrompt.canceled();
    await expect(signIn).rejects.toMatchObject({ code: LOGIN_CANCELED_BY_USER });
    expect(container.store.getState()).toBe(before);
  });

  it('opens the sign-in dialog when the page has a sign_in parameter', async () => {
    const { container } = start('http://localhost/u/bills?sign_in=1');
    await container.ready;
    await Promise.resolve();
    expect(container.signInPrompt.isOpen()).toBe(true);
  });

  it('resets location to empty and engagement to defaults', async () => {
    signedIn = true;
    const { container } = start();
    await container.ready;
    container.actions.resetLocationData();
    container.actions.resetEngagementData();
    const state = container.store.getState();
    expect(state.locationData).toEqual({
      hierarchy: null,
      state: null,
      zipcode: null,
      county: null,
    });
    expect(state.engagementData).toEqual({
      isLoaded: false,
      billsCount: 0,
      walletCount: 0,
      userCreatedAtDate: null,
      lastSignedInAt: null,
    });
  });

  it('remembers the collapsed sidebar, and starts from the remembered choice', async () => {
    const remembered: boolean[] = [];
    const { container } = start(undefined, {
      rememberSidebar: (expanded) => remembered.push(expanded),
    });
    await container.ready;
    container.toggleSidebar();
    expect(container.store.getState().layoutData.expandSidebar).toBe(false);
    expect(remembered).toEqual([false]);
    setSharedDataComputedDependencies(null);
    const again = start(undefined, {
      pageSession: { verified: true, session: null, expandSidebar: false },
    }).container;
    expect(again.store.getState().layoutData.expandSidebar).toBe(false);
    // Signing in keeps the choice.
    again.actions.signIn().catch(() => {});
    await again.submitSignIn('ada@doxo.test', 'right');
    expect(again.store.getState().layoutData).toEqual({
      enableSidebar: true,
      expandSidebar: false,
      showReducedNav: false,
      hostChrome: false,
    });
  });

  it('starts at once from the session the server saw, without asking again', async () => {
    let sessionChecks = 0;
    const counting = await startTestHttpServer((app) => {
      app.get('/session', (_request, response) => {
        sessionChecks += 1;
        response.json(null);
      });
    });
    try {
      const { container } = start(undefined, {
        apiBaseUrl: counting.baseURL,
        pageSession: { verified: true, session, expandSidebar: true },
      });
      const state = container.store.getState();
      expect(state.isAppReady).toBe(true);
      expect(state.userData.username).toBe('ada');
      expect(state.layoutData.showReducedNav).toBe(false);
      expect(container.sessionManager.authenticationHeaders('PUT')).toEqual({
        'X-CSRF-Token': 'csrf-abc',
      });
      await container.ready;
      expect(sessionChecks).toBe(0);

      // A session the server could not check is checked again by the browser.
      setSharedDataComputedDependencies(null);
      const unverified = start(undefined, {
        apiBaseUrl: counting.baseURL,
        pageSession: { verified: false, session: null, expandSidebar: true },
      }).container;
      expect(unverified.store.getState().userData.userId).toBeNull();
      await unverified.ready;
      expect(sessionChecks).toBe(1);
    } finally {
      await counting.close();
    }
  });
});

describe('shared data bridge', () => {
  it('throws the missing-dependencies message when no container set the dependencies', () => {
    const { store } = createTestStore(server.baseURL);
    expect(() => connectSharedData(store)).toThrow(SHARED_DATA_NOT_SET_MESSAGE);
  });

  it('mirrors user, location and engagement into Redux on every change', async () => {
    signedIn = true;
    const { container } = start();
    const { store } = createTestStore(server.baseURL);
    connectSharedData(store);
    expect(selectAuthLevel(store.getState())).toBe('unknown');
    await container.ready;
    expect(selectAuthLevel(store.getState())).toBe('Auth3');
    expect(store.getState().user.username).toBe('ada');
    expect(store.getState().location.county).toBe('king');
    expect(store.getState().engagement.billsCount).toBe(12);
    await container.actions.signOut();
    expect(selectAuthLevel(store.getState())).toBe('Auth0');
  });
});
