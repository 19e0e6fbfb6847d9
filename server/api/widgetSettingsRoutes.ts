// Environment: server
import type { Request, Response, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../db/databaseSchema.js';
import type { ApiDependencies } from './apiDependencies.js';
import { requireSession, requireSessionForWrite } from './auth/authentication.js';
import { parseInput } from './parseInput.js';
import { requireJsonBody } from './requireJsonBody.js';
import { widgetSettingsSchema, type WidgetSettingsResponse } from './schemas/widgetSettingsSchemas.js';
import { sendPrivately } from './privateAnswer.js';

/** The user's dashboard layout as saved, and when; undefined until it is first saved. */
export function findWidgetSettings(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('widget_settings')
    .select(['settings', 'updated_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function registerWidgetSettingsRoutes(router: Router, dependencies: ApiDependencies): void {
  const { db, now } = dependencies;

  router.get('/users/me/widget_settings', async (request: Request, response: Response) => {
    const session = await requireSession(dependencies, request);
    const row = await findWidgetSettings(db, session.userId);
    // Stored documents passed this schema when saved; parsing again keeps the type honest.
    const stored = widgetSettingsSchema.safeParse(row?.settings);
    const answer: WidgetSettingsResponse = {
      settings: stored.success ? stored.data : { widgets: [] },
      updated_at: row?.updated_at.toISOString() ?? null,
    };
    sendPrivately(response, answer);
  });

  router.put('/users/me/widget_settings', async (request: Request, response: Response) => {
    const session = await requireSessionForWrite(dependencies, request);
    requireJsonBody(request);
    const settings = parseInput(widgetSettingsSchema, request.body, 'body');
    const updatedAt = now();
    const document = JSON.stringify(settings);
    await db
      .insertInto('widget_settings')
      .values({ user_id: session.userId, settings: document, updated_at: updatedAt })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ settings: document, updated_at: updatedAt }))
      .execute();
    const answer: WidgetSettingsResponse = { settings, updated_at: updatedAt.toISOString() };
    sendPrivately(response, answer);
  });
}
