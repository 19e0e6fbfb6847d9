// Environment: server
// The outbox (docs/product.md#outbox): a message is a row written in the same transaction as
// what caused it, so a rolled-back change sends nothing and a committed one cannot lose its
// mail; the delivery job is queued in that transaction too.
import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../clock.js';
import type { Database } from '../db/databaseSchema.js';
import { enqueueJob } from '../jobs/jobQueue.js';
import type { ComposedMail } from './composeMail.js';

/** Delivers one outbox message ({ messageId }); retried with backoff when the server refuses. */
export const DELIVER_MAIL_JOB = 'mail.deliver';
/** Tries before a message is marked failed: 2 s, 4 s, 8 s… apart (server/jobs/jobQueue.ts). */
export const MAIL_DELIVERY_ATTEMPTS = 8;

export type OutgoingMail = ComposedMail & {
  to: string;
  /** What the message is about, e.g. `verify_email`; `npm run mail` shows it. */
  kind: string;
  /** The account it concerns, when there is one. */
  userId: number | null;
};

export async function queueMail(
  transaction: Transaction<Database> | Kysely<Database>,
  clock: Clock,
  mail: OutgoingMail,
): Promise<number> {
  const { id } = await transaction
    .insertInto('outbox_messages')
    .values({
      user_id: mail.userId,
      to_address: mail.to,
      kind: mail.kind,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      created_at: clock.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await enqueueJob(transaction, clock, {
    name: DELIVER_MAIL_JOB,
    payload: { messageId: Number(id) },
    maxAttempts: MAIL_DELIVERY_ATTEMPTS,
  });
  return Number(id);
}
