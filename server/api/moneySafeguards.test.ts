import { beforeAll, describe, expect, it } from 'vitest';
import type { AutopayRuleResponse } from '../../src/api/contracts/paymentsContract.js';
import type { WalletInstrument } from '../../src/api/contracts/walletContract.js';
import type { PaymentInstrumentKind } from '../db/databaseSchema.js';
import { runAutopayScheduler } from '../payments/autopayScheduler.js';
import { addCalendarDays, calendarDayOf } from '../payments/bankingCalendar.js';
import type { BillPayment } from './schemas/paymentsSchemas.js';
import { errorOf, testEngines, useTestApi } from './testing/useTestApi.js';

// Money that is never moved twice, late or on the client's word (docs/product.md#money), driven
// by the injectable clock over real HTTP on a seeded database.

// Tuesday 1 December 2026, 15:00 UTC. Christmas (Friday 25 December) is a bank holiday.
const START = '2026-12-01T15:00:00Z';
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testEngines)('money safeguards on %s', (engine) => {
  const { database, clock, demo, newKey, signIn, firstBillOf } = useTestApi(engine, { now: START });
  let bills: number[] = [];
  const instrumentOf: Partial<Record<PaymentInstrumentKind, number>> = {};
  let nextBill = 0;
  let seededRules: number[] = [];
  const today = () => calendarDayOf(clock.now());

  const pay = (body: Record<string, unknown>, key = newKey()) => demo.pay(body, key);
  const setAutopay = (listing: number, body: Record<string, unknown>) => demo.send('PUT', `/autopay/${listing}`, body);
  const readAutopay = async (listing: number): Promise<AutopayRuleResponse> =>
    (await demo.get(`/autopay/${listing}`)).json();
  const autopayPaymentsOf = (listing: number) =>
    database.handle.db
      .selectFrom('bill_payments')
      .select(['id', 'amount_cents', 'send_date', 'delivery_date', 'idempotency_key'])
      .where('listing_id', '=', listing)
      .where('autopay', '=', true)
      .orderBy('id')
      .execute();
  /** A bill of the demo user's with this statement, and no rule or payment of earlier tests. */
  const freshBill = async (dueDate: string, balanceCents: number) => {
    const id = bills[nextBill++];
    if (id === undefined) throw new Error('out of demo bills');
    await database.handle.db
      .updateTable('listings')
      .set({ due_date: dueDate, balance_cents: balanceCents })
      .where('id', '=', id)
      .execute();
    await database.handle.db.deleteFrom('autopay_rules').where('listing_id', '=', id).execute();
    return id;
  };
  /** Runs the scheduler once a day until `lastDay` (inclusive), as the recurring job does. */
  const runDailyUntil = async (lastDay: string) => {
    for (;;) {
      await runAutopayScheduler(database.handle.db, clock);
      if (today() >= lastDay) return;
      clock.advance(DAY_MS);
    }
  };

  beforeAll(async () => {
    const db = database.handle.db;
    bills = (
      await db
        .selectFrom('listings')
        .select('id')
        .where('user_id', '=', demo.userId)
        .where('removed_at', 'is', null)
        .orderBy('id')
        .execute()
    ).map((row) => row.id);
    // The seed gave some bills autopay rules; each test sets its own, so they go (the demo
    // user's are checked below), and the scheduler runs only the tests' rules.
    seededRules = (await db.deleteFrom('autopay_rules').returning(['listing_id', 'user_id']).execute())
      .filter((row) => row.user_id === demo.userId)
      .map((row) => row.listing_id);
    for (const kind of ['bank_account', 'debit_card', 'credit_card'] as const) {
      instrumentOf[kind] = (
        await db
          .insertInto('payment_instruments')
          .values({
            user_id: demo.userId,
            kind,
            last4: '1234',
            nickname: `Test ${kind}`,
            expiry_month: kind === 'bank_account' ? null : 12,
            expiry_year: kind === 'bank_account' ? null : 2030,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    }
  });

  const bank = () => instrumentOf.bank_account ?? 0;
  const debit = () => instrumentOf.debit_card ?? 0;

  it('autopay skips a statement the user paid by hand, and pays the next one once', async () => {
    clock.set(START);
    const bill = await freshBill('2026-12-14', 3_289);
    // The case: paid by hand, then autopay turned on; the clock runs.
    expect((await pay({ listing_id: bill, payment_instrument_id: debit(), amount_cents: 3_289 })).status).toBe(201);
    expect((await setAutopay(bill, { payment_instrument_id: bank(), amount_kind: 'statement_balance' })).status).toBe(
      200,
    );
    const rule = await readAutopay(bill);
    expect(rule.statement).toMatchObject({ state: 'covered_by_you', covered_by_you_cents: 3_289 });
    expect(rule.next_autopay_date).toBeNull();
    await runDailyUntil('2026-12-14');
    expect(await autopayPaymentsOf(bill)).toEqual([]);

    // The next statement (issued after that payment) is autopay's, paid exactly once.
    await database.handle.db
      .updateTable('listings')
      .set({ due_date: '2027-01-14', balance_cents: 4_120 })
      .where('id', '=', bill)
      .execute();
    expect((await readAutopay(bill)).statement).toMatchObject({
      state: 'upcoming',
      amount_cents: 4_120,
      // Thursday 14 January, 3 days' margin → Monday 11; 3 banking days earlier: Wednesday 6.
      delivery_date: '2027-01-11',
      send_date: '2027-01-06',
    });
    await runDailyUntil('2027-01-14');
    await demo.signInAgain();
    const made = await autopayPaymentsOf(bill);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ amount_cents: 4_120, delivery_date: '2027-01-11' });
    expect((await readAutopay(bill)).statement).toMatchObject({ state: 'made' });
  });

  it('pays the rest of a statement partly paid by hand, and says so', async () => {
    clock.set(START);
    await demo.signInAgain();
    const bill = await freshBill('2026-12-18', 5_000);
    await pay({ listing_id: bill, payment_instrument_id: bank(), amount_cents: 1_500 });
    await setAutopay(bill, { payment_instrument_id: debit(), amount_kind: 'statement_balance' });
    expect((await readAutopay(bill)).statement).toMatchObject({
      state: 'paying_rest',
      covered_by_you_cents: 1_500,
      amount_cents: 3_500,
    });
    await runDailyUntil('2026-12-18');
    expect((await autopayPaymentsOf(bill)).map((payment) => payment.amount_cents)).toEqual([3_500]);
  });

  it('turned on in the pay flow, autopay starts with the next statement', async () => {
    clock.set(START);
    const bill = await freshBill('2026-12-21', 2_000);
    // Even a partial payment: the user said "from the next statement".
    await pay({ listing_id: bill, payment_instrument_id: debit(), amount_cents: 1_000 });
    await setAutopay(bill, {
      payment_instrument_id: debit(),
      amount_kind: 'statement_balance',
      from_next_statement: true,
    });
    expect((await readAutopay(bill)).statement).toMatchObject({ state: 'starts_next_statement' });
    await runDailyUntil('2026-12-21');
    expect(await autopayPaymentsOf(bill)).toEqual([]);
  });

  it.each(['bank_account', 'debit_card', 'credit_card'] as const)(
    'autopay by %s arrives by the due date all through December (weekends, Christmas)',
    async (kind) => {
      clock.set('2026-11-20T15:00:00Z');
      await demo.signInAgain();
      let dueDate = '2026-12-02';
      const bill = await freshBill(dueDate, 2_500);
      expect(
        (
          await setAutopay(bill, {
            payment_instrument_id: instrumentOf[kind],
            amount_kind: 'statement_balance',
            days_before_due: 1,
          })
        ).status,
      ).toBe(200);
      const paid: { due: string; delivery: string }[] = [];
      // Every three days a new statement: due dates on every weekday, weekends and Christmas.
      while (dueDate <= '2026-12-31') {
        await runAutopayScheduler(database.handle.db, clock);
        const made = (await autopayPaymentsOf(bill)).filter(
          (payment) => payment.idempotency_key === `autopay:${bill}:${dueDate}`,
        );
        if (made.length > 0) {
          expect(made).toHaveLength(1);
          paid.push({ due: dueDate, delivery: made[0]?.delivery_date ?? '' });
          dueDate = addCalendarDays(dueDate, 3);
          await database.handle.db
            .updateTable('listings')
            .set({ due_date: dueDate, balance_cents: 2_500 })
            .where('id', '=', bill)
            .execute();
          continue;
        }
        expect(today() <= dueDate, `statement due ${dueDate} not paid by ${today()}`).toBe(true);
        clock.advance(DAY_MS);
      }
      expect(paid.length).toBe(10);
      for (const { due, delivery } of paid) {
        expect(delivery < due, `due ${due} delivered ${delivery}`).toBe(true);
        expect(delivery).not.toBe('2026-12-25');
      }
    },
  );

  it('asks before a second payment to the same bill within 5 days', async () => {
    clock.set(START);
    await demo.signInAgain();
    const bill = await freshBill('2026-12-28', 9_900);
    const body = { listing_id: bill, payment_instrument_id: debit(), amount_cents: 3_289 };
    const first: BillPayment = await (await pay(body)).json();
    // Another key, the same bill: the API names the earlier payment and makes nothing.
    const second = await pay(body);
    expect(second.status).toBe(409);
    const error = await errorOf(second);
    expect(error.code).toBe('possible_duplicate');
    expect(error.message).toContain('$32.89');
    expect(error.message).toContain(first.confirmation_number);
    expect(error.duplicate_of).toEqual({
      amount_cents: 3_289,
      made_on: '2026-12-01',
      delivery_date: first.delivery_date,
      confirmation_number: first.confirmation_number,
    });
    // The same with the user's confirmation: made.
    expect((await pay({ ...body, confirm_duplicate: true })).status).toBe(201);
    // A canceled payment is no duplicate of anything; nor is one six days old.
    const bill2 = await freshBill('2026-12-28', 9_900);
    const canceled: BillPayment = await (await pay({ ...body, listing_id: bill2, delivery_date: '2026-12-15' })).json();
    await demo.send('POST', `/payments/${canceled.id}/cancel`);
    expect((await pay({ ...body, listing_id: bill2 })).status).toBe(201);
    clock.advance(6 * DAY_MS);
    expect((await pay({ ...body, listing_id: bill2 })).status).toBe(201);
  });

  it('keeps clients’ keys apart from autopay’s and per operation; old keys start afresh', async () => {
    clock.set(START);
    await demo.signInAgain();
    const bill = await freshBill('2026-12-15', 3_000);
    await setAutopay(bill, { payment_instrument_id: debit(), amount_kind: 'statement_balance' });
    // A client key in autopay's shape is only a client key: autopay still pays the statement.
    const $1 = { listing_id: bill, payment_instrument_id: debit(), amount_cents: 100 };
    expect((await pay($1, `autopay:${bill}:2026-12-15`)).status).toBe(201);
    const rule = await readAutopay(bill);
    expect(rule.next_autopay_date).not.toBeNull();
    expect(rule.statement).toMatchObject({ state: 'paying_rest', amount_cents: 2_900 });
    await runDailyUntil('2026-12-15');
    expect((await autopayPaymentsOf(bill)).map((payment) => payment.amount_cents)).toEqual([2_900]);

    // One key for two operations: two requests, not a conflict.
    clock.set(START);
    await demo.signInAgain();
    const shared = newKey();
    const other = await freshBill('2026-12-28', 3_000);
    const payment = { listing_id: other, payment_instrument_id: bank(), amount_cents: 1_200 };
    expect((await pay(payment, shared)).status).toBe(201);
    const added = await demo.addInstrument(
      {
        kind: 'card',
        card_number: '4242 4242 4242 4242',
        expiry_month: 8,
        expiry_year: 2030,
        cvv: '123',
        zip: '98101',
      },
      shared,
    );
    expect(added.status).toBe(201);
    // The same key and body again: the first answer, replayed.
    const replay = await pay(payment, shared);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    // After the key's 24 hours it is a new request (here a second payment, confirmed), never 500.
    clock.advance(25 * 60 * 60 * 1000);
    const again = await pay({ ...payment, confirm_duplicate: true }, shared);
    expect(again.status, JSON.stringify(await again.clone().json())).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    const reusedUnconfirmed = await pay(payment, newKey());
    expect(reusedUnconfirmed.status).toBe(409);
  });

  it('takes a card only while it is valid on the send date', async () => {
    clock.set(START);
    await demo.signInAgain();
    const db = database.handle.db;
    const expiring = (
      await db
        .insertInto('payment_instruments')
        .values({
          user_id: demo.userId,
          kind: 'debit_card',
          last4: '1226',
          nickname: 'Expires 12/26',
          expiry_month: 12,
          expiry_year: 2026,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const bill = await freshBill('2027-01-20', 4_000);
    const late = await pay({
      listing_id: bill,
      payment_instrument_id: expiring,
      amount_cents: 4_000,
      delivery_date: '2027-01-15',
    });
    expect(late.status).toBe(422);
    expect((await errorOf(late)).code).toBe('card_expired_by_send_date');
    // Sent on 31 December: still valid.
    expect(
      (
        await pay({
          listing_id: bill,
          payment_instrument_id: expiring,
          amount_cents: 4_000,
          delivery_date: '2027-01-04',
        })
      ).status,
    ).toBe(201);
    // Autopay for January's statement would send after the expiry: refused.
    const rule = await setAutopay(bill, {
      payment_instrument_id: expiring,
      amount_kind: 'statement_balance',
    });
    expect(rule.status).toBe(422);
    expect((await errorOf(rule)).code).toBe('card_expired_by_send_date');
    // For December's, it is taken, and the bill page is told the card expires before the next.
    const december = await freshBill('2026-12-22', 4_000);
    const saved = await setAutopay(december, {
      payment_instrument_id: expiring,
      amount_kind: 'statement_balance',
    });
    expect(saved.status).toBe(200);
    expect((await saved.json()) as AutopayRuleResponse).toMatchObject({
      card_expires_before_next_payment: true,
    });
  });

  it('reads the fee class from the card itself, never from the client', async () => {
    clock.set(START);
    // A payer without doxoPLUS: a member pays no card fee at all (docs/product.md#member-fees).
    const payer = await signIn('many@doxo.test');
    const bill = await firstBillOf(payer);
    const add = async (cardNumber: string, kind: string) => {
      const response = await payer.addInstrument({
        kind,
        card_number: cardNumber,
        expiry_month: 9,
        expiry_year: 2029,
        cvv: cardNumber.startsWith('3') ? '1234' : '123',
        zip: '98101',
      });
      expect(response.status, cardNumber).toBe(201);
      return ((await response.json()) as { instrument: WalletInstrument }).instrument;
    };
    const feeOn25000 = async (instrument: number) =>
      (
        (await (
          await payer.get(`/payments/quote?listing=${bill}&payment_instrument=${instrument}&amount_cents=2500000`)
        ).json()) as { fee_cents: number }
      ).fee_cents;
    const cases = [
      // The case: a credit card said to be debit is charged as credit.
      ['5555 5555 5555 4444', 'debit_card', 'credit', 'credit_card', 73_750],
      ['4242 4242 4242 4242', 'card', 'credit', 'credit_card', 73_750],
      ['5200 8282 8282 8210', 'credit_card', 'debit', 'debit_card', 199],
      ['4000 0566 5566 5556', 'card', 'debit', 'debit_card', 199],
      ['5105 1051 0510 5100', 'credit_card', 'prepaid', 'debit_card', 199],
      ['3782 822463 10005', 'debit_card', 'credit', 'credit_card', 73_750],
    ] as const;
    for (const [number, said, funding, kind, fee] of cases) {
      const instrument = await add(number, said);
      expect(instrument, number).toMatchObject({ card_funding: funding, kind });
      expect(await feeOn25000(instrument.id), number).toBe(fee);
    }
    const zeros = await payer.addInstrument({
      kind: 'bank_account',
      routing_number: '000000000',
      account_number: '123456789',
      account_type: 'checking',
      holder_name: 'Demo User',
    });
    expect(zeros.status).toBe(400);
    expect((await errorOf(zeros)).code).toBe('invalid_routing_number');
  });

  it('derives every autopay status from the rule', async () => {
    const db = database.handle.db;
    // The seed made rules for the bills it drew with autopay (3 of the demo user's 12).
    expect(seededRules.length).toBeGreaterThan(0);
    // Each bill called "autopay on" anywhere has a rule, and back.
    clock.set(START);
    await demo.signInAgain();
    const rules = new Set(
      (await db.selectFrom('autopay_rules').select('listing_id').where('user_id', '=', demo.userId).execute()).map(
        (row) => row.listing_id,
      ),
    );
    for (const id of bills) {
      const detail = (await (await demo.get(`/accounts/${id}`)).json()) as { autopay: boolean };
      expect(detail.autopay, `bill ${id}`).toBe(rules.has(id));
      const context = (await (await demo.get(`/payments/context?listing=${id}`)).json()) as {
        bill: { autopay: boolean };
      };
      expect(context.bill.autopay, `bill ${id}`).toBe(rules.has(id));
      const rule = await demo.get(`/autopay/${id}`);
      expect(rule.status, `bill ${id}`).toBe(rules.has(id) ? 200 : 404);
    }
  });
});
