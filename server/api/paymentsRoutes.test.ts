import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AccountDetailResponse } from '../../src/api/contracts/accountsContract.js';
import { ensureRecurringPaymentJobs, startPaymentWorker } from '../jobs/paymentJobs.js';
import { runAutopayScheduler } from '../payments/autopayScheduler.js';
import { AUTOPAY_SCHEDULER_JOB } from '../payments/paymentJobNames.js';
import { createSandboxPaymentRails } from '../payments/paymentRails.js';
import type { BillPayment, BillPaymentListResponse, PaymentQuoteResponse } from './schemas/paymentsSchemas.js';
import { errorOf, testEngines, useTestApi, type ApiUser } from './testing/useTestApi.js';
import { createSandboxPaymentVault, sandboxTestNumbers } from './walletVault.js';

// Monday 23 November 2026, 15:00 UTC: Thanksgiving (Thursday 26) is a bank holiday.
const START = '2026-11-23T15:00:00Z';
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testEngines)('/payments on %s', (engine) => {
  const { api, database, clock, demo, user, newKey } = useTestApi(engine, { now: START });
  const other = user('other@doxo.test');
  let listingId: number;
  let otherListingId: number;
  let bankId: number;
  let debitId: number;
  let declinedCardId: number;
  let otherCardId: number;
  let otherInstrumentId: number;
  // These tests pay one bill many times on purpose: each says it means to (the duplicate guard
  // has its own tests in moneySafeguards.test.ts).
  const create = (body: unknown, key = newKey(), who: ApiUser = demo) =>
    who.pay(typeof body === 'object' && body !== null ? { confirm_duplicate: true, ...body } : body, key);
  const worker = () =>
    startPaymentWorker(
      { db: database.handle.db, clock, rails: createSandboxPaymentRails(), log: () => {} },
      { poll: false },
    );

  /**
   * A bill of the demo user's with no payments yet: the seed's payment history of their bills
   * (dated by the day the seed ran) stays out of what these tests count.
   */
  const newBill = async () => {
    const db = database.handle.db;
    const template = await db
      .selectFrom('listings')
      .select(['biller_id', 'service_type_id'])
      .where('user_id', '=', demo.userId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const made = await db
      .insertInto('listings')
      .values({
        ...template,
        user_id: demo.userId,
        account_number_last4: '5150',
        balance_cents: 12_000,
        due_date: '2026-12-15',
        paperless: false,
        created_at: new Date(START),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return made.id;
  };

  beforeAll(async () => {
    const db = database.handle.db;
    listingId = await newBill();
    otherListingId = (
      await db.selectFrom('listings').select('id').where('user_id', '=', other.userId).executeTakeFirstOrThrow()
    ).id;
    const add = async (userId: number, kind: 'bank_account' | 'debit_card', last4: string, token?: string) =>
      (
        await db
          .insertInto('payment_instruments')
          .values({ user_id: userId, kind, last4, nickname: `Test ${last4}`, token })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    bankId = await add(demo.userId, 'bank_account', '6789');
    debitId = await add(demo.userId, 'debit_card', '4242');
    // The sandbox vault's test card whose charges the sandbox rails decline: its token says so.
    const vaulted = await createSandboxPaymentVault().tokenize({
      kind: 'card',
      card_number: sandboxTestNumbers.cardDecliningCharges,
      expiry_month: 8,
      expiry_year: 2030,
      cvv: '123',
      zip: '98101',
    });
    if (!vaulted.ok) throw new Error('the sandbox vault refused its own test card');
    declinedCardId = await add(demo.userId, 'debit_card', '0341', vaulted.vaulted.token);
    // Another card ending in 0341 is charged like any other.
    otherCardId = await add(demo.userId, 'debit_card', '0341');
    otherInstrumentId = await add(other.userId, 'bank_account', '1111');
  });

  it('quotes the fee, the total and the earliest delivery date', async () => {
    const response = await demo.get(
      `/payments/quote?listing=${listingId}&payment_instrument=${debitId}&amount_cents=5000`,
    );
    expect(response.status).toBe(200);
    const quote: PaymentQuoteResponse = await response.json();
    // The demo user is a doxoPLUS member: the card's fee is waived (docs/product.md#member-fees);
    // membershipRoutes.test.ts holds a non-member to the fee.
    expect(quote).toMatchObject({
      amount_cents: 5000,
      fee_cents: 0,
      total_cents: 5000,
      method_kind: 'debit_card',
      earliest_delivery_date: '2026-11-24',
      free_direct_payment_available: false,
      member_fee_waived_cents: 199,
    });
    const bank: PaymentQuoteResponse = await (
      await demo.get(`/payments/quote?listing=${listingId}&payment_instrument=${bankId}&amount_cents=5000`)
    ).json();
    // Three banking days from Monday, skipping Thanksgiving.
    expect(bank.earliest_delivery_date).toBe('2026-11-27');
    expect(bank.free_direct_payment_available).toBe(false);
  });

  it('answers whether a chosen delivery day is possible, as the create will decide', async () => {
    const quote = (query: string) =>
      demo.get(`/payments/quote?listing=${listingId}&payment_instrument=${debitId}&${query}`);
    expect((await quote('amount_cents=5000&delivery_date=2026-11-30')).status).toBe(200);
    const cases: [string, string, string][] = [
      ['2026-11-23', 'delivery_date_too_early', 'Nov 24, 2026'],
      ['2026-11-26', 'delivery_date_not_banking_day', 'Nov 26, 2026 is not a banking day'],
      ['2026-12-25', 'delivery_date_not_banking_day', 'Dec 25, 2026 is not a banking day'],
      ['2026-12-05', 'delivery_date_not_banking_day', 'not a banking day'], // a Saturday
      ['2027-11-24', 'delivery_date_too_late', 'Nov 23, 2027'],
    ];
    for (const [day, code, words] of cases) {
      const response = await quote(`amount_cents=5000&delivery_date=${day}`);
      expect(response.status, day).toBe(422);
      const error = await errorOf(response);
      expect(error.code, day).toBe(code);
      expect(error.message, day).toContain(words);
    }
    const malformed = await quote('amount_cents=abc');
    expect(malformed.status).toBe(400);
    expect((await errorOf(malformed)).message).toContain('whole cents');
    expect((await quote('amount_cents=5000&delivery_date=2026-02-30')).status).toBe(400);
  });

  it('creates one payment per Idempotency-Key, and refuses the key with another body', async () => {
    const body = { listing_id: listingId, payment_instrument_id: bankId, amount_cents: 4200 };
    const key = newKey();
    const [first, second] = await Promise.all([create(body, key), create(body, key)]);
    const answers = [first, second].map((response) => response.status).sort();
    expect(answers).toEqual([201, 201]);
    const a: BillPayment = await first.json();
    const b: BillPayment = await second.json();
    expect(b.id).toBe(a.id);
    expect(a).toMatchObject({
      status: 'scheduled',
      fee_cents: 0,
      total_cents: 4200,
      delivery_date: '2026-11-27',
      send_date: '2026-11-23',
      method_kind: 'bank_account',
      instrument_last4: '6789',
    });
    expect(a.confirmation_number).toMatch(/^DX-[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    const count = await database.handle.db
      .selectFrom('bill_payments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('idempotency_key', '=', key)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
    const reused = await create({ ...body, amount_cents: 4300 }, key);
    expect(reused.status).toBe(409);
  });

  it('answers bad input with the right 4xx and saves nothing', async () => {
    const valid = { listing_id: listingId, payment_instrument_id: debitId, amount_cents: 1000 };
    const cases: [unknown, number, string?][] = [
      [{ ...valid, amount_cents: 0 }, 400, 'amount_cents'],
      [{ ...valid, amount_cents: -500 }, 400, 'amount_cents'],
      [{ ...valid, amount_cents: 10.5 }, 400, 'amount_cents'],
      [{ ...valid, amount_cents: 99_999_999 }, 400, 'amount_cents'],
      [{ ...valid, amount_cents: '1000' }, 400, 'amount_cents'],
      [{ ...valid, delivery_date: '2026-02-30' }, 400, 'delivery_date'],
      [{ ...valid, unexpected: true }, 400],
      [{ ...valid, delivery_date: '2026-11-20' }, 422, 'earliest'],
      [{ ...valid, delivery_date: '2026-11-28' }, 422, 'not a banking day'],
      [{ ...valid, delivery_date: '2028-01-03' }, 422],
      [{ ...valid, listing_id: otherListingId }, 404, 'bill'],
      [{ ...valid, payment_instrument_id: otherInstrumentId }, 404, 'payment method'],
    ];
    for (const [body, status, words] of cases) {
      const response = await create(body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      const error = await errorOf(response);
      if (words) expect(error.message).toContain(words);
    }
    const noKey = await demo.send('POST', '/payments', valid);
    expect(noKey.status).toBe(400);
    expect((await api.send('POST', '/payments', valid, { 'idempotency-key': newKey() })).status).toBe(401);
  });

  it('moves payments through the sandbox rails as the clock advances', async () => {
    const db = database.handle.db;
    const payWith = async (instrumentId: number, amountCents: number): Promise<BillPayment> =>
      (await create({ listing_id: listingId, payment_instrument_id: instrumentId, amount_cents: amountCents })).json();
    const good = await payWith(debitId, 2500);
    const insufficient = await payWith(debitId, 2513);
    const declined = await payWith(declinedCardId, 2500);
    const notDeclined = await payWith(otherCardId, 2600);
    // The bill says a payment is on its way: its status is "Scheduled" (src/bills/billStatus.ts).
    const account: AccountDetailResponse = await (await demo.get(`/accounts/${listingId}`)).json();
    expect(account.upcoming_payment).toMatchObject({ status: 'scheduled' });
    const before = await db
      .selectFrom('listings')
      .select('balance_cents')
      .where('id', '=', listingId)
      .executeTakeFirstOrThrow();
    const insightsBefore = await db
      .selectFrom('payments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('listing_id', '=', listingId)
      .executeTakeFirstOrThrow();

    const first = worker();
    await first.drain();
    const read = async (id: number): Promise<BillPayment> => (await demo.get(`/payments/${id}`)).json();
    expect((await read(good.id)).status).toBe('sent');
    const failed = await read(insufficient.id);
    expect(failed.status).toBe('failed');
    expect(failed.status_reason).toMatch(/insufficient funds/);
    expect((await read(declined.id)).status_reason).toMatch(/card issuer declined/);
    expect((await read(notDeclined.id)).status).toBe('sent');

    clock.advance(DAY_MS);
    await first.drain();
    // The sweep is a recurring job queued by the server; run it as the scheduler would.
    await ensureRecurringPaymentJobs(db, clock);
    await first.drain();
    await first.stop();
    const delivered = await read(good.id);
    expect(delivered.status).toBe('delivered');
    expect(delivered.events?.map((event) => event.status)).toEqual(['scheduled', 'processing', 'sent', 'delivered']);
    const after = await db
      .selectFrom('listings')
      .select('balance_cents')
      .where('id', '=', listingId)
      .executeTakeFirstOrThrow();
    expect(after.balance_cents).toBe(Math.max(before.balance_cents - 2500 - 2600, 0));
    const insightsAfter = await db
      .selectFrom('payments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('listing_id', '=', listingId)
      .executeTakeFirstOrThrow();
    expect(Number(insightsAfter.n)).toBe(Number(insightsBefore.n) + 2);

    // The events are append-only: the database itself refuses to edit or delete one.
    await expect(
      sql`UPDATE bill_payment_events SET reason = 'edited' WHERE payment_id = ${good.id}`.execute(db),
    ).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM bill_payment_events WHERE payment_id = ${good.id}`.execute(db)).rejects.toThrow(
      /append-only/,
    );
    expect((await read(good.id)).events).toHaveLength(4);
  });

  it('cancels while scheduled, not after', async () => {
    const later: BillPayment = await (
      await create({
        listing_id: listingId,
        payment_instrument_id: bankId,
        amount_cents: 3000,
        delivery_date: '2026-12-15',
      })
    ).json();
    // The wallet will not silently remove the instrument this payment uses.
    const remove = await demo.send('DELETE', `/wallet/instruments/${bankId}`);
    expect(remove.status).toBe(409);
    expect((await errorOf(remove)).message).toContain('scheduled payment');
    const canceled = await demo.send('POST', `/payments/${later.id}/cancel`);
    expect(canceled.status).toBe(200);
    const body: BillPayment = await canceled.json();
    expect(body.status).toBe('canceled');
    const foreign = await other.send('POST', `/payments/${later.id}/cancel`);
    expect(foreign.status).toBe(404);
    const sent: BillPaymentListResponse = await (await demo.get('/payments?status=sent&limit=1')).json();
    const sentId = sent.list[0]?.id;
    expect(sentId).toBeDefined();
    const tooLate = await demo.send('POST', `/payments/${sentId}/cancel`);
    expect(tooLate.status).toBe(409);
  });

  it('lists history with filters and paging, and exports CSV; only the user’s own', async () => {
    const all: BillPaymentListResponse = await (await demo.get('/payments?limit=100')).json();
    expect(all.list.length).toBeGreaterThanOrEqual(6);
    const firstPage: BillPaymentListResponse = await (await demo.get('/payments?limit=4')).json();
    expect(firstPage.list).toHaveLength(4);
    expect(firstPage.has_more).toBe(true);
    const secondPage: BillPaymentListResponse = await (
      await demo.get(`/payments?limit=4&starting_after=${firstPage.starting_after}`)
    ).json();
    expect(secondPage.list[0]?.id).toBe(all.list[4]?.id);
    const failed: BillPaymentListResponse = await (await demo.get('/payments?status=failed')).json();
    expect(failed.list.length).toBe(2);
    expect(failed.list.every((payment) => payment.status === 'failed')).toBe(true);
    const outside: BillPaymentListResponse = await (
      await demo.get(`/payments?listing=${listingId}&from=2026-12-01`)
    ).json();
    expect(outside.list).toHaveLength(0);
    const byBill: BillPaymentListResponse = await (
      await demo.get(`/payments?listing=${listingId}&to=2026-11-24`)
    ).json();
    expect(byBill.list).toEqual(all.list.filter((payment) => payment.listing_id === listingId));
    const others: BillPaymentListResponse = await (await other.get('/payments')).json();
    const ours = new Set(all.list.map((payment) => payment.id));
    expect(others.list.filter((payment) => ours.has(payment.id))).toEqual([]);
    expect((await demo.get('/payments?status=lost')).status).toBe(400);

    const csv = await demo.get('/payments.csv?status=failed');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('"Confirmation number"');
    expect(lines.join('\n')).toContain('"25.13"');
    expect(lines.join('')).not.toContain('4242 ');
  });

  it('autopay: the rule shows its next date, and the scheduler pays a due date once', async () => {
    const db = database.handle.db;
    const bill = { id: await newBill() };
    await db
      .updateTable('listings')
      .set({ due_date: '2026-11-30', balance_cents: 8_842 })
      .where('id', '=', bill.id)
      .execute();
    const rule = { payment_instrument_id: debitId, amount_kind: 'statement_balance' };
    expect((await demo.send('PUT', `/autopay/${bill.id}`, { ...rule, fixed_amount_cents: 100 })).status).toBe(400);
    expect((await demo.send('PUT', `/autopay/${otherListingId}`, rule)).status).toBe(404);
    const saved = await demo.send('PUT', `/autopay/${bill.id}`, rule);
    expect(saved.status).toBe(200);
    // Due Monday 30 November with 3 days' margin: delivered Friday 27 by debit card, so sent
    // Wednesday 25 (Thursday 26 is Thanksgiving).
    expect(await saved.json()).toMatchObject({
      days_before_due: 3,
      next_autopay_date: '2026-11-25',
      statement: { state: 'upcoming', send_date: '2026-11-25', delivery_date: '2026-11-27' },
    });

    // The seed's own autopay rules run too: count this bill's autopay payments.
    const autopayPayments = async () =>
      (
        await db
          .selectFrom('bill_payments')
          .select('id')
          .where('listing_id', '=', bill.id)
          .where('autopay', '=', true)
          .execute()
      ).length;
    await runAutopayScheduler(db, clock); // 24 November: not yet
    expect(await autopayPayments()).toBe(0);
    clock.advance(DAY_MS); // Wednesday 25 November
    await runAutopayScheduler(db, clock);
    await runAutopayScheduler(db, clock);
    expect(await autopayPayments()).toBe(1);
    const made: BillPaymentListResponse = await (await demo.get(`/payments?listing=${bill.id}`)).json();
    expect(made.list).toHaveLength(1);
    expect(made.list[0]).toMatchObject({
      amount_cents: 8_842,
      autopay: true,
      status: 'scheduled',
      delivery_date: '2026-11-27',
    });
    // This statement is paid: the next autopay date comes with the next statement.
    const paidRule = await demo.get(`/autopay/${bill.id}`);
    expect(await paidRule.json()).toMatchObject({ next_autopay_date: null });
    expect((await demo.send('DELETE', `/autopay/${bill.id}`)).status).toBe(204);
    expect((await demo.get(`/autopay/${bill.id}`)).status).toBe(404);
  });
  it('autopay turned on for a payment due today wakes the scheduler: paid at once, not a minute later', async () => {
    const db = database.handle.db;
    const billId = await newBill();
    const today = clock.now().toISOString().slice(0, 10);
    const tomorrow = new Date(clock.now().getTime() + DAY_MS).toISOString().slice(0, 10);
    await db.updateTable('listings').set({ due_date: tomorrow }).where('id', '=', billId).execute();
    // The scheduler has just run: its next run is a minute away.
    await ensureRecurringPaymentJobs(db, clock);
    const later = new Date(clock.now().getTime() + 60_000);
    await db
      .updateTable('jobs')
      .set({ run_after: later })
      .where('name', '=', AUTOPAY_SCHEDULER_JOB)
      .where('state', '=', 'waiting')
      .execute();
    const rule = { payment_instrument_id: debitId, amount_kind: 'statement_balance' };
    const saved = await demo.send('PUT', `/autopay/${billId}`, rule);
    expect(await saved.json()).toMatchObject({ next_autopay_date: today });
    const drained = worker();
    await drained.drain();
    await drained.stop();
    const made = await db.selectFrom('bill_payments').select('autopay').where('listing_id', '=', billId).execute();
    expect(made).toEqual([{ autopay: true }]);
    await demo.send('DELETE', `/autopay/${billId}`);
  });
  it('starts paying a biller: the user’s bill with it, or none yet (provider)', async () => {
    const db = database.handle.db;
    const own = await db
      .selectFrom('listings')
      .innerJoin('billers', 'billers.id', 'listings.biller_id')
      .select(['billers.slug', 'billers.id'])
      .where('listings.user_id', '=', demo.userId)
      .where('listings.removed_at', 'is', null)
      .executeTakeFirstOrThrow();
    const unpaid = await db
      .selectFrom('billers')
      .select('slug')
      .where('id', 'not in', db.selectFrom('listings').select('biller_id').where('user_id', '=', demo.userId))
      .executeTakeFirstOrThrow();
    const start = (provider: string, who: ApiUser | null = demo) => {
      const path = `/payments/biller?provider=${encodeURIComponent(provider)}`;
      return who ? who.get(path) : api.get(path);
    };
    const withBill = (await (await start(own.slug)).json()) as {
      biller: { id: number; slug: string; service_types: unknown[] };
      listing_id: number | null;
    };
    expect(withBill.biller).toMatchObject({ id: own.id, slug: own.slug });
    expect(withBill.biller.service_types.length).toBeGreaterThan(0);
    const billOwner = await db
      .selectFrom('listings')
      .select(['user_id', 'biller_id'])
      .where('id', '=', withBill.listing_id ?? 0)
      .executeTakeFirstOrThrow();
    expect(billOwner).toEqual({ user_id: demo.userId, biller_id: own.id });
    expect(((await (await start(unpaid.slug)).json()) as { listing_id: null }).listing_id).toBeNull();
    expect((await start('no-such-biller-anywhere')).status).toBe(404);
    expect((await start('<script>')).status).toBe(400);
    expect((await start(own.slug, null)).status).toBe(401);
    const context = (await (await demo.get(`/payments/context?listing=${listingId}`)).json()) as {
      bill: { paperless: unknown; autopay: unknown };
    };
    expect(typeof context.bill.paperless).toBe('boolean');
    expect(typeof context.bill.autopay).toBe('boolean');
  });

  it('takes no payment for a bill the user removed', async () => {
    const db = database.handle.db;
    const kept = await db
      .selectFrom('listings')
      .select(['biller_id', 'service_type_id'])
      .where('id', '=', listingId)
      .executeTakeFirstOrThrow();
    const removed = await db
      .insertInto('listings')
      .values({
        ...kept,
        user_id: demo.userId,
        nickname: null,
        account_number_last4: '9876',
        balance_cents: 4200,
        due_date: '2026-12-10',
        paperless: false,
        removed_at: new Date(START),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const context = await demo.get(`/payments/context?listing=${removed.id}`);
    expect(context.status).toBe(404);
    const payment = await create({
      listing_id: removed.id,
      payment_instrument_id: bankId,
      amount_cents: 4200,
    });
    expect(payment.status).toBe(404);
    expect((await errorOf(payment)).code).toBe('listing_not_found');
  });
});
