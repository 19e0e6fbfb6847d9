// Environment: server
// The notification centre and its preferences (docs/product.md#notification-centre,
// docs/product.md#notification-preferences): the signed-in person's own notifications only; a
// forged or foreign id is a 404.
import type { Request, Response, Router } from 'express';
import type {
  NotificationItem,
  NotificationListResponse,
  NotificationPreferencesResponse,
  NotificationReadResponse,
} from '../../src/api/contracts/notificationsContract.js';
import type { Kysely } from 'kysely';
import type { Database } from '../db/databaseSchema.js';
import { readNotificationPreferences, saveNotificationPreferences } from '../notifications/notificationPreferences.js';
import { ApiError } from './apiError.js';
import type { ApiDependencies } from './apiDependencies.js';
import { requireSession, requireSessionForWrite } from './auth/authentication.js';
import { parseInput } from './parseInput.js';
import {
  notificationListQuerySchema,
  notificationPathSchema,
  notificationPreferencesSchema,
} from './schemas/notificationsSchemas.js';
import { requireJsonBody } from './requireJsonBody.js';
import { sendPrivately } from './privateAnswer.js';

/** What the centre lists and the bell counts: the in-app notifications, unread. */
export async function unreadNotificationCount(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('in_app', '=', true)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Bad preferences are a 422 naming the field: the body is JSON, its content is wrong. */
function parsePreferences(body: unknown) {
  try {
    return parseInput(notificationPreferencesSchema, body, 'body');
  } catch (error) {
    if (error instanceof ApiError) {
      throw new ApiError(422, 'invalid_preferences', error.message);
    }
    throw error;
  }
}

export function registerNotificationsRoutes(router: Router, dependencies: ApiDependencies): void {
  const { db, now } = dependencies;

  router.get('/notifications', async (request: Request, response: Response) => {
    const session = await requireSession(dependencies, request);
    const query = parseInput(notificationListQuerySchema, request.query, 'query');
    const rows = await db
      .selectFrom('notifications')
      .select(['id', 'kind', 'title', 'body', 'link_path', 'created_at', 'read_at'])
      .where('user_id', '=', session.userId)
      .where('in_app', '=', true)
      .$if(query.before !== undefined, (select) => select.where('id', '<', query.before ?? 0))
      .orderBy('id', 'desc')
      .limit(query.limit + 1)
      .execute();
    const page = rows.slice(0, query.limit);
    const notifications: NotificationItem[] = page.map((row) => ({
      id: Number(row.id),
      kind: row.kind,
      title: row.title,
      body: row.body,
      link: row.link_path,
      created_at: row.created_at.toISOString(),
      read: row.read_at !== null,
    }));
    const answer: NotificationListResponse = {
      notifications,
      unread_count: await unreadNotificationCount(db, session.userId),
      next_before: rows.length > query.limit ? (notifications.at(-1)?.id ?? null) : null,
    };
    sendPrivately(response, answer);
  });

  router.post('/notifications/read_all', async (request: Request, response: Response) => {
    const session = await requireSessionForWrite(dependencies, request);
    await db
      .updateTable('notifications')
      .set({ read_at: now() })
      .where('user_id', '=', session.userId)
      .where('read_at', 'is', null)
      .execute();
    const answer: NotificationReadResponse = { unread_count: 0 };
    sendPrivately(response, answer);
  });

  router.post('/notifications/:id/read', async (request: Request, response: Response) => {
    const session = await requireSessionForWrite(dependencies, request);
    const { id } = parseInput(notificationPathSchema, request.params, 'path');
    const own = await db
      .selectFrom('notifications')
      .select('read_at')
      .where('id', '=', id)
      .where('user_id', '=', session.userId)
      .where('in_app', '=', true)
      .executeTakeFirst();
    // Someone else's, or none at all, is not found; one read already stays as it was.
    if (!own) throw new ApiError(404, 'notification_not_found', 'No such notification.');
    if (own.read_at === null) {
      await db
        .updateTable('notifications')
        .set({ read_at: now() })
        .where('id', '=', id)
        .where('read_at', 'is', null)
        .execute();
    }
    const answer: NotificationReadResponse = {
      unread_count: await unreadNotificationCount(db, session.userId),
    };
    sendPrivately(response, answer);
  });

  router.get('/users/me/notification_preferences', async (request: Request, response: Response) => {
    const session = await requireSession(dependencies, request);
    const answer: NotificationPreferencesResponse = {
      preferences: await readNotificationPreferences(db, session.userId),
    };
    sendPrivately(response, answer);
  });

  router.put('/users/me/notification_preferences', async (request: Request, response: Response) => {
    const session = await requireSessionForWrite(dependencies, request);
    requireJsonBody(request);
    const body = parsePreferences(request.body);
    await saveNotificationPreferences(db, session.userId, body.preferences, now());
    const answer: NotificationPreferencesResponse = {
      preferences: await readNotificationPreferences(db, session.userId),
    };
    sendPrivately(response, answer);
  });
}
