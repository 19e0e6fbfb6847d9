import { describe, expect, it } from 'vitest';
import type {
  NotificationListResponse,
  NotificationPreferencesResponse,
  NotificationReadResponse,
} from '../../src/api/contracts/notificationsContract.js';
import { NOTIFICATION_KINDS } from '../../src/api/contracts/notificationsContract.js';
import { systemClock } from '../clock.js';
import { recordNotification } from '../notifications/recordNotification.js';
import type { SessionResponse } from './schemas/sessionSchemas.js';
import { errorOf, testEngines, useTestApi, type ApiUser } from './testing/useTestApi.js';

// docs/product.md#notification-centre and #notification-preferences, over real HTTP.
describe.each(testEngines)('/notifications on %s', (engine) => {
  const { api, database, demo, user } = useTestApi(engine);
  const other = user('other@doxo.test');
  let counter = 0;

  const notify = (userId: number) =>
    database.handle.db.transaction().execute((transaction) =>
      recordNotification(
        transaction,
        { clock: systemClock, publicOrigin: 'http://localhost:3000' },
        {
          userId,
          kind: 'payment_delivered',
          eventKey: `payment_delivered:test-${(counter += 1)}`,
          title: `Payment ${counter} delivered`,
          body: 'The biller has it.',
          linkPath: '/u/bills/history/1',
          actionLabel: 'See the receipt',
        },
      ),
    );
  const list = async (session: ApiUser, query = ''): Promise<NotificationListResponse> =>
    (await session.get(`/notifications${query}`)).json();
  const bell = async (session: ApiUser) =>
    ((await (await session.get('/session')).json()) as SessionResponse).user.unread_notifications;

  it('lists the newest first, pages by `before`, and counts the unread in the session answer', async () => {
    const before = await bell(demo);
    for (let index = 0; index < 3; index += 1) expect(await notify(demo.userId)).toBe(true);
    // The session answer is kept per process; the new rows moved the user's version on.
    expect(await bell(demo)).toBe(before + 3);
    const first = await list(demo, '?limit=2');
    expect(first.notifications).toHaveLength(2);
    expect(first.notifications[0]?.title).toBe(`Payment ${counter} delivered`);
    expect(first.notifications[0]).toMatchObject({ read: false, link: '/u/bills/history/1' });
    expect(first.unread_count).toBe(before + 3);
    expect(first.next_before).toBe(first.notifications[1]?.id);
    const second = await list(demo, `?limit=2&before=${first.next_before}`);
    expect(second.notifications[0]?.title).toBe(`Payment ${counter - 2} delivered`);
  });

  it('marks one read, then all, and the bell follows', async () => {
    await notify(demo.userId);
    const { notifications, unread_count } = await list(demo);
    const newest = notifications[0];
    const read = await demo.send('POST', `/notifications/${newest?.id}/read`);
    expect(read.status).toBe(200);
    expect(((await read.json()) as NotificationReadResponse).unread_count).toBe(unread_count - 1);
    expect(await bell(demo)).toBe(unread_count - 1);
    // Again: still fine, nothing changes.
    const again = await demo.send('POST', `/notifications/${newest?.id}/read`);
    expect(again.status).toBe(200);
    const all = await demo.send('POST', '/notifications/read_all');
    expect(((await all.json()) as NotificationReadResponse).unread_count).toBe(0);
    expect(await bell(demo)).toBe(0);
    expect((await list(demo)).notifications.every((item) => item.read)).toBe(true);
  });

  it('keeps each person to their own: a foreign or unknown id is 404, a malformed one 400', async () => {
    await notify(other.userId);
    const foreign = (await list(other)).notifications[0]?.id;
    const response = await demo.send('POST', `/notifications/${foreign}/read`);
    expect(response.status).toBe(404);
    expect((await errorOf(response)).code).toBe('notification_not_found');
    expect((await list(other)).notifications[0]?.read).toBe(false);
    expect((await demo.send('POST', '/notifications/999999999/read')).status).toBe(404);
    expect((await demo.send('POST', '/notifications/abc/read')).status).toBe(400);
    expect((await demo.get('/notifications?limit=0')).status).toBe(400);
    expect((await api.get('/notifications')).status).toBe(401);
  });

  it('needs the CSRF token on writes by cookie', async () => {
    const { forged, proper } = await demo.sendByCookie({
      method: 'POST',
      path: '/notifications/read_all',
    });
    expect(forged.status).toBe(403);
    expect(proper.status).toBe(200);
  });

  it('answers every kind on both channels by default, and saves a change', async () => {
    const path = '/users/me/notification_preferences';
    const defaults: NotificationPreferencesResponse = await (await other.get(path)).json();
    expect(defaults.preferences.map((entry) => entry.kind)).toEqual([...NOTIFICATION_KINDS]);
    expect(defaults.preferences.every((entry) => entry.email && entry.in_app)).toBe(true);
    const saved = await other.send('PUT', path, {
      preferences: [{ kind: 'bill_due_soon', email: false, in_app: true }],
    });
    expect(saved.status).toBe(200);
    const read: NotificationPreferencesResponse = await (await other.get(path)).json();
    expect(read.preferences.find((entry) => entry.kind === 'bill_due_soon')).toEqual({
      kind: 'bill_due_soon',
      email: false,
      in_app: true,
    });
    // Someone else's are untouched.
    const demoPreferences: NotificationPreferencesResponse = await (await demo.get(path)).json();
    expect(demoPreferences.preferences.every((entry) => entry.email)).toBe(true);
  });

  it('refuses bad preferences with 422, naming the field, and saves nothing', async () => {
    const path = '/users/me/notification_preferences';
    for (const body of [
      { preferences: [{ kind: 'weekly_digest', email: true, in_app: true }] },
      { preferences: [{ kind: 'payment_failed', email: 'yes', in_app: true }] },
      { preferences: [{ kind: 'payment_failed', email: true }] },
      { preferences: [] },
      {
        preferences: [
          { kind: 'payment_failed', email: false, in_app: true },
          { kind: 'payment_failed', email: true, in_app: true },
        ],
      },
      { preferences: [{ kind: 'payment_failed', email: false, in_app: true }], extra: 1 },
    ]) {
      const response = await demo.send('PUT', path, body);
      expect(response.status).toBe(422);
      expect((await errorOf(response)).code).toBe('invalid_preferences');
    }
    const named = await demo.send('PUT', path, {
      preferences: [{ kind: 'payment_failed', email: 'yes', in_app: true }],
    });
    expect((await errorOf(named)).message).toContain('preferences.0.email');
    const notJson = await fetch(`${api.baseUrl}${path}`, {
      method: 'PUT',
      headers: { ...demo.auth, 'content-type': 'text/plain' },
      body: 'email=off',
    });
    expect(notJson.status).toBe(415);
    const read: NotificationPreferencesResponse = await (await demo.get(path)).json();
    expect(read.preferences.every((entry) => entry.email && entry.in_app)).toBe(true);
  });
});
