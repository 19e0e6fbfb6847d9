import { describe, expect, it } from 'vitest';
import { createManualClock } from '../clock.js';
import { testEngines, useTestDatabase } from '../api/testing/useTestDatabase.js';
import { startJobWorker } from '../jobs/jobWorker.js';
import { composeMail } from './composeMail.js';
import { mailJobHandlers, type MailTransport } from './mailDelivery.js';
import { MAIL_DELIVERY_ATTEMPTS, queueMail } from './outbox.js';

type Sent = Parameters<MailTransport['send']>[0];

describe.each(testEngines)('the outbox on %s', (engine) => {
  const database = useTestDatabase(engine);
  const clock = createManualClock('2026-11-20T12:00:00Z');

  const queue = async (to: string) =>
    database.handle.db.transaction().execute((transaction) =>
      queueMail(transaction, clock, {
        to,
        kind: 'test',
        userId: null,
        ...composeMail({
          subject: 'Hello <there>',
          paragraphs: ['A & B'],
          action: { label: 'Open', url: 'https://bills.example/u/bills?a=1&b=2' },
        }),
      }),
    );
  const stateOf = async (id: number) =>
    database.handle.db
      .selectFrom('outbox_messages')
      .select(['state', 'attempts', 'last_error', 'sent_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('writes both parts, escaped, and nothing when the transaction rolls back', async () => {
    const id = await queue('parts@example.com');
    const row = await database.handle.db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.text_body).toContain('A & B');
    expect(row.text_body).toContain('https://bills.example/u/bills?a=1&b=2');
    expect(row.html_body).toContain('A &amp; B');
    expect(row.html_body).toContain('href="https://bills.example/u/bills?a=1&amp;b=2"');
    expect(row.html_body).toContain('<title>Hello &lt;there&gt;</title>');

    await expect(
      database.handle.db.transaction().execute(async (transaction) => {
        await queueMail(transaction, clock, {
          to: 'rolled-back@example.com',
          kind: 'test',
          userId: null,
          ...composeMail({ subject: 'x', paragraphs: ['x'] }),
        });
        throw new Error('the cause failed');
      }),
    ).rejects.toThrow('the cause failed');
    const rolledBack = await database.handle.db
      .selectFrom('outbox_messages')
      .select('id')
      .where('to_address', '=', 'rolled-back@example.com')
      .execute();
    expect(rolledBack).toEqual([]);
  });

  /** A worker that runs only the mail jobs, drained by hand; without a transport mail is kept. */
  const mailWorker = (transport: MailTransport | undefined) =>
    startJobWorker(
      {
        db: database.handle.db,
        clock,
        log: () => {},
        handlers: mailJobHandlers({
          db: database.handle.db,
          clock,
          transport,
          from: 'doxo <no-reply@doxo.test>',
        }),
      },
      { poll: false },
    );

  it('keeps messages in the outbox without SMTP, and delivers them with it, retrying', async () => {
    const kept = await queue('kept@example.com');
    const noSmtp = mailWorker(undefined);
    await noSmtp.drain();
    await noSmtp.stop();
    expect((await stateOf(kept)).state).toBe('kept');

    const sent: Sent[] = [];
    let refusals = 2;
    const transport: MailTransport = {
      send(message) {
        if (refusals > 0) {
          refusals -= 1;
          return Promise.reject(new Error('451 try again later'));
        }
        sent.push(message);
        return Promise.resolve();
      },
    };
    const id = await queue('smtp@example.com');
    const worker = mailWorker(transport);
    try {
      await worker.drain();
      expect(await stateOf(id)).toMatchObject({
        state: 'waiting',
        attempts: 1,
        last_error: '451 try again later',
      });
      // Backoff: nothing more until the retry is due (2 s, then 4 s).
      await worker.drain();
      expect((await stateOf(id)).attempts).toBe(1);
      clock.advance(2_000);
      await worker.drain();
      expect((await stateOf(id)).attempts).toBe(2);
      clock.advance(4_000);
      await worker.drain();
      expect(await stateOf(id)).toMatchObject({ state: 'sent', attempts: 3, last_error: null });
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({
        from: 'doxo <no-reply@doxo.test>',
        to: 'smtp@example.com',
        subject: 'Hello <there>',
      });
      expect(sent[0]?.html).toContain('<!doctype html>');
    } finally {
      await worker.stop();
    }
    expect(MAIL_DELIVERY_ATTEMPTS).toBeGreaterThan(3);
  });
});
