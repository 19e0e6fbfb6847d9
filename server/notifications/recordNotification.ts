// Environment: server
// Making one notification (docs/product.md#notifications): at most once per event, by the unique
// (user, event key); in the centre when the person keeps the in-app channel on; mailed, in the
// same transaction through the outbox, when they keep email on and their address is confirmed
// (docs/product.md#notification-mail-to-confirmed-addresses).
import type { Transaction } from 'kysely';
import type { NotificationKind } from '../../src/api/contracts/notificationsContract.js';
import { paths } from '../../src/routing/paths.js';
import type { Clock } from '../clock.js';
import type { Database } from '../db/databaseSchema.js';
import { absoluteLink, composeMail } from '../mail/composeMail.js';
import { queueMail } from '../mail/outbox.js';
import { notificationChannelsFor } from './notificationPreferences.js';

export type NotificationDraft = {
  userId: number;
  kind: NotificationKind;
  /** One event, one notification: `payment_failed:42`, `bill_due_soon:7:2026-12-01`. */
  eventKey: string;
  title: string;
  /** What happened and, where something needs doing, what to do. */
  body: string;
  /** The page it is about. */
  linkPath: string;
  /** The mailed button's words, e.g. "Pay this bill". */
  actionLabel: string;
};

export type NotificationContext = { clock: Clock; publicOrigin: string };

/** Answers whether it was made now (false: this event had its notification already). */
export async function recordNotification(
  transaction: Transaction<Database>,
  { clock, publicOrigin }: NotificationContext,
  draft: NotificationDraft,
): Promise<boolean> {
  const channels = await notificationChannelsFor(transaction, draft.userId, draft.kind);
  const user = await transaction
    .selectFrom('users')
    .select(['email', 'email_verified_at'])
    .where('id', '=', draft.userId)
    .executeTakeFirst();
  const mailed = channels.email && user?.email_verified_at != null;
  // Mail wanted but not yet possible: the centre keeps it, so the event is not lost.
  const inApp = channels.in_app || (channels.email && !mailed);
  const inserted = await transaction
    .insertInto('notifications')
    .values({
      user_id: draft.userId,
      kind: draft.kind,
      event_key: draft.eventKey,
      title: draft.title,
      body: draft.body,
      link_path: draft.linkPath,
      in_app: inApp,
      outbox_message_id: null,
      created_at: clock.now(),
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'event_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return false;
  if (!mailed || !user) return true;
  const messageId = await queueMail(transaction, clock, {
    ...composeMail({
      subject: draft.title,
      paragraphs: [draft.body],
      action: { label: draft.actionLabel, url: absoluteLink(publicOrigin, draft.linkPath) },
      afterAction: [
        `You choose which messages doxo sends you in your account settings: ${absoluteLink(publicOrigin, paths.userAccount())}`,
      ],
    }),
    to: user.email,
    kind: draft.kind,
    userId: draft.userId,
  });
  await transaction
    .updateTable('notifications')
    .set({ outbox_message_id: messageId })
    .where('id', '=', inserted.id)
    .execute();
  return true;
}
