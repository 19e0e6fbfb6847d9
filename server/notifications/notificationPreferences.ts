// Environment: server
// Which channels a person wants for each kind of notification: every kind on both channels until
// they turn one off; only their changes are stored (docs/product.md#notification-preferences).
import type { Kysely, Transaction } from 'kysely';
import {
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationPreference,
} from '../../src/api/contracts/notificationsContract.js';
import type { Database } from '../db/databaseSchema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Every kind with both channels, the stored choices over the defaults (on). */
export async function readNotificationPreferences(db: Db, userId: number): Promise<NotificationPreference[]> {
  const stored = await db
    .selectFrom('notification_preferences')
    .select(['kind', 'channel', 'enabled'])
    .where('user_id', '=', userId)
    .execute();
  const enabled = (kind: NotificationKind, channel: 'email' | 'in_app') =>
    stored.find((row) => row.kind === kind && row.channel === channel)?.enabled ?? true;
  return NOTIFICATION_KINDS.map((kind) => ({
    kind,
    email: enabled(kind, 'email'),
    in_app: enabled(kind, 'in_app'),
  }));
}

export async function notificationChannelsFor(
  db: Db,
  userId: number,
  kind: NotificationKind,
): Promise<{ email: boolean; in_app: boolean }> {
  const preference = (await readNotificationPreferences(db, userId)).find((entry) => entry.kind === kind);
  return { email: preference?.email ?? true, in_app: preference?.in_app ?? true };
}

export async function saveNotificationPreferences(
  db: Db,
  userId: number,
  preferences: readonly NotificationPreference[],
  now: Date,
): Promise<void> {
  const rows = preferences.flatMap((preference) =>
    (['email', 'in_app'] as const).map((channel) => ({
      user_id: userId,
      kind: preference.kind,
      channel,
      enabled: preference[channel],
      updated_at: now,
    })),
  );
  if (rows.length === 0) return;
  await db
    .insertInto('notification_preferences')
    .values(rows)
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'kind', 'channel']).doUpdateSet((eb) => ({
        enabled: eb.ref('excluded.enabled'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}
