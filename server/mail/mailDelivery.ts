// Environment: server
// Delivering the outbox (docs/product.md#outbox) with nodemailer to SMTP_URL. Without SMTP_URL a
// message is marked `kept`: it stays in the outbox, where `npm run mail` reads it, so the quick
// start needs no mail server. A refused or failed send throws, and the job queue tries again
// later (2 s, 4 s, 8 s…), marking the message failed after its last try.
import type { Kysely } from 'kysely';
import type { Transporter } from 'nodemailer';
import { z } from 'zod';
import type { Clock } from '../clock.js';
import type { Database } from '../db/databaseSchema.js';
import type { JobHandler } from '../jobs/jobWorker.js';
import { DELIVER_MAIL_JOB, MAIL_DELIVERY_ATTEMPTS } from './outbox.js';

/** What sends one message; nodemailer's SMTP transport in production, a fake in tests. */
export type MailTransport = {
  send: (message: { from: string; to: string; subject: string; text: string; html: string }) => Promise<void>;
};

/**
 * nodemailer (about 40 modules) is loaded on the first message sent, not at every start
 * (docs/performance.md#start-up).
 */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  let transporter: Promise<Transporter> | undefined;
  return {
    async send(message) {
      transporter ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
      // A transport that could not be made is made again on the next try (the job retries).
      const ready = await transporter.catch((error: unknown) => {
        transporter = undefined;
        throw error;
      });
      await ready.sendMail(message);
    },
  };
}

export type MailDeliverySettings = {
  db: Kysely<Database>;
  clock: Clock;
  /** Undefined: no SMTP_URL, messages stay in the outbox. */
  transport: MailTransport | undefined;
  from: string;
};

const payloadSchema = z.object({ messageId: z.number().int().positive() });

export async function deliverOutboxMessage(
  { db, clock, transport, from }: MailDeliverySettings,
  messageId: number,
): Promise<void> {
  const message = await db
    .selectFrom('outbox_messages')
    .selectAll()
    .where('id', '=', messageId)
    .where('state', '=', 'waiting')
    .executeTakeFirst();
  // Sent already (a retry after a lost acknowledgement) or gone with its account: nothing to do.
  if (!message) return;
  if (!transport) {
    await db.updateTable('outbox_messages').set({ state: 'kept' }).where('id', '=', messageId).execute();
    return;
  }
  const attempts = message.attempts + 1;
  try {
    await transport.send({
      from,
      to: message.to_address,
      subject: message.subject,
      text: message.text_body,
      html: message.html_body,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await db
      .updateTable('outbox_messages')
      .set({
        attempts,
        last_error: reason.slice(0, 2_000),
        state: attempts >= MAIL_DELIVERY_ATTEMPTS ? 'failed' : 'waiting',
      })
      .where('id', '=', messageId)
      .execute();
    throw error;
  }
  await db
    .updateTable('outbox_messages')
    .set({ state: 'sent', attempts, sent_at: clock.now(), last_error: null })
    .where('id', '=', messageId)
    .execute();
}

export function mailJobHandlers(settings: MailDeliverySettings): Record<string, JobHandler> {
  return {
    async [DELIVER_MAIL_JOB](payload) {
      await deliverOutboxMessage(settings, payloadSchema.parse(payload).messageId);
    },
  };
}
