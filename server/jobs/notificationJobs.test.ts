import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines, useTestDatabase } from '../api/testing/useTestDatabase.js';
import { createManualClock } from '../clock.js';
import { addCalendarDays, calendarDayOf } from '../payments/bankingCalendar.js';
import { createBillPayment } from '../payments/createBillPayment.js';
import { createSandboxPaymentRails } from '../payments/paymentRails.js';
import { saveNotificationPreferences } from '../notifications/notificationPreferences.js';
import type { JobWorker } from './jobWorker.js';
import { notificationJobHandlers } from './notificationJobs.js';
import { ensureRecurringPaymentJobs, RECURRING_JOB_INTERVAL_MS, startPaymentWorker } from './paymentJobs.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const ORIGIN = 'https://doxo.example';

// docs/product.md#notification-kinds: the worker's scan, driven by the one clock, makes each
// notification once, in the centre and the outbox as the person's preferences say.
describe.each(testEngines)('the notification scan on %s', (engine) => {
  const database = useTestDatabase(engine);
  let worker: JobWorker;
  // The seed's dates follow the day it ran: the clock starts then.
  const clock = createManualClock(new Date());
  let demo: { id: number; email: string };
  let card: number;

  const db = () => database.handle.db;
  const run = async (milliseconds = RECURRING_JOB_INTERVAL_MS) => {
    clock.advance(milliseconds);
    await ensureRecurringPaymentJobs(db(), clock);
    await worker.drain();
  };
  const notificationsOf = (userId: number) =>
    db()
      .selectFrom('notifications')
      .select(['kind', 'event_key', 'title', 'body', 'link_path', 'in_app', 'outbox_message_id'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
  const mailOf = (outboxId: number | null) =>
    db()
      .selectFrom('outbox_messages')
      .select(['to_address', 'kind', 'subject', 'text_body'])
      .where('id', '=', outboxId ?? 0)
      .executeTakeFirst();
  /** Demo's channels for bill reminders. */
  const remindBy = (channels: { email: boolean; in_app: boolean }) =>
    saveNotificationPreferences(db(), demo.id, [{ kind: 'bill_due_soon', ...channels }], clock.now());
  /** A bill of demo's of its own, due on `dueDate`, nothing paid, no autopay. */
  const addBill = async (nickname: string, dueDate: string) => {
    const biller = await db().selectFrom('billers').select('id').executeTakeFirstOrThrow();
    const serviceType = await db()
      .selectFrom('biller_service_types')
      .select('service_type_id')
      .where('biller_id', '=', biller.id)
      .executeTakeFirstOrThrow();
    const { id } = await db()
      .insertInto('listings')
      .values({
        user_id: demo.id,
        biller_id: biller.id,
        service_type_id: serviceType.service_type_id,
        nickname,
        account_number_last4: '0042',
        balance_cents: 12_345,
        due_date: dueDate,
        paperless: false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  };

  /** A payment by the demo user's bank account, made as the API makes one. */
  const payFromBank = (
    listingId: number,
    amountCents: number,
    idempotencyKey: string,
    options: { confirmDuplicate?: boolean } = {},
  ) =>
    db()
      .transaction()
      .execute((transaction) =>
        createBillPayment(transaction, clock, {
          userId: demo.id,
          listingId,
          instrumentId: card,
          amountCents,
          idempotencyKey,
          ...options,
        }),
      );

  /** Adds a bill due tomorrow, runs the scan, and answers its reminder (if one was made). */
  const reminderOfBillDueTomorrow = async (nickname: string) => {
    const listingId = await addBill(nickname, addCalendarDays(calendarDayOf(clock.now()), 1));
    await run();
    const [reminder] = (await notificationsOf(demo.id)).filter((notice) =>
      notice.event_key.startsWith(`bill_due_soon:${listingId}:`),
    );
    return reminder;
  };

  beforeAll(async () => {
    demo = await db()
      .selectFrom('users')
      .select(['id', 'email'])
      .where('email', '=', 'demo@doxo.test')
      .executeTakeFirstOrThrow();
    ({ id: card } = await db()
      .selectFrom('payment_instruments')
      .select('id')
      .where('user_id', '=', demo.id)
      .where('kind', '=', 'bank_account')
      .where('removed_at', 'is', null)
      .executeTakeFirstOrThrow());
    worker = startPaymentWorker(
      {
        db: db(),
        clock,
        rails: createSandboxPaymentRails(),
        log: () => {},
        handlers: notificationJobHandlers({ db: db(), clock, publicOrigin: ORIGIN }),
      },
      { poll: false },
    );
    await run(0);
  });
  afterAll(async () => {
    await worker?.stop();
  });

  it('reminds of a bill once, when it comes within three days of its due date', async () => {
    const today = calendarDayOf(clock.now());
    const listingId = await addBill('Reminder water', addCalendarDays(today, 6));
    await run();
    const key = (notice: { event_key: string }) => notice.event_key.startsWith(`bill_due_soon:${listingId}:`);
    expect((await notificationsOf(demo.id)).filter(key)).toEqual([]);

    await run(3 * DAY_MS);
    await run();
    const reminders = (await notificationsOf(demo.id)).filter(key);
    expect(reminders).toHaveLength(1);
    const [reminder] = reminders;
    expect(reminder).toMatchObject({
      kind: 'bill_due_soon',
      title: expect.stringContaining('Reminder water is due'),
      link_path: `/u/bills/${listingId}`,
      in_app: true,
    });
    expect(await mailOf(reminder?.outbox_message_id ?? null)).toMatchObject({
      to_address: demo.email,
      kind: 'bill_due_soon',
      text_body: expect.stringContaining(`${ORIGIN}/u/bills/${listingId}`),
    });
  });

  it('does not remind of a bill with a payment scheduled', async () => {
    const today = calendarDayOf(clock.now());
    const listingId = await addBill('Reminder gas', addCalendarDays(today, 2));
    await payFromBank(listingId, 5_000, `reminder-gas-${listingId}`);
    await run();
    const notices = await notificationsOf(demo.id);
    expect(notices.filter((notice) => notice.event_key.startsWith(`bill_due_soon:${listingId}:`))).toEqual([]);
  });

  it('follows the preferences: in-app off leaves the centre out, email off the outbox', async () => {
    await remindBy({ email: false, in_app: false });
    const reminder = await reminderOfBillDueTomorrow('Reminder phone');
    expect(reminder).toMatchObject({ in_app: false, outbox_message_id: null });
    await remindBy({ email: true, in_app: true });
  });

  it('mails only a confirmed address: unconfirmed, the centre keeps it even with in-app off', async () => {
    await db().updateTable('users').set({ email_verified_at: null }).where('id', '=', demo.id).execute();
    await remindBy({ email: true, in_app: false });
    try {
      const reminder = await reminderOfBillDueTomorrow('Reminder internet');
      expect(reminder).toMatchObject({ in_app: true, outbox_message_id: null });
    } finally {
      await db().updateTable('users').set({ email_verified_at: clock.now() }).where('id', '=', demo.id).execute();
      await remindBy({ email: true, in_app: true });
    }
  });

  it('tells of a failed payment with what to do, and a delivered one, once each', async () => {
    const today = calendarDayOf(clock.now());
    const listingId = await addBill('Reminder power', addCalendarDays(today, 20));
    // The second pays the same bill again on purpose.
    const pay = (amountCents: number) =>
      payFromBank(listingId, amountCents, `reminder-power-${amountCents}`, {
        confirmDuplicate: true,
      });
    // An amount ending in .13 fails in the sandbox (insufficient funds).
    const failing = await pay(4_013);
    const delivered = await pay(4_000);
    for (let day = 0; day < 8; day += 1) await run(DAY_MS);
    await run();
    const notices = await notificationsOf(demo.id);
    const failed = notices.filter((notice) => notice.event_key === `payment_failed:${failing}`);
    expect(failed).toHaveLength(1);
    expect(failed[0]?.body).toContain('try another payment method');
    expect(failed[0]?.link_path).toBe(`/u/bills/history/${failing}`);
    expect(notices.filter((notice) => notice.event_key === `payment_delivered:${delivered}`)).toHaveLength(1);
  });

  it('tells a member in grace of the declined charge, then of the lapse', async () => {
    // other@doxo.test's renewal was declined the day the seed ran (docs/product.md#grace-period).
    const other = await db()
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'other@doxo.test')
      .executeTakeFirstOrThrow();
    await run(8 * DAY_MS);
    await run();
    const kinds = (await notificationsOf(other.id)).map((notice) => notice.kind);
    expect(kinds).toContain('membership_charge_failed');
    expect(kinds.filter((kind) => kind === 'membership_lapsed')).toHaveLength(1);
    const keys = (await notificationsOf(other.id)).map((notice) => notice.event_key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
