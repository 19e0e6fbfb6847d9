import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InstrumentUsesResponse, WalletInstrument } from '../../src/api/contracts/walletContract.js';
import type {
  AutopayRuleResponse,
  BillPayment,
  BillPaymentListResponse,
} from '../../src/api/contracts/paymentsContract.js';
import type { InstrumentResponse } from './schemas/walletSchemas.js';
import { createdOf, errorOf, testEngines, useTestApi, type ApiUser } from './testing/useTestApi.js';

// docs/product.md#autopay-rules: removing a payment method that scheduled payments or autopay rules
// use asks what to do; the API moves them to another method or cancels them, with the removal,
// atomically.
const card = {
  kind: 'debit_card',
  // A debit BIN in the sandbox vault's table: its fee is the debit card's flat one.
  card_number: '4000 0566 5566 5556',
  expiry_month: 8,
  expiry_year: 2030,
  cvv: '123',
  zip: '60601',
};
const bank = {
  kind: 'bank_account',
  routing_number: '011000015',
  account_number: '555566667777',
  account_type: 'checking',
  holder_name: 'Olive Other',
};

describe.each(testEngines)('removing a payment method in use, on %s', (engine) => {
  // A Monday: cards deliver the next banking day, bank transfers three banking days on.
  const { database, demo: stranger, user: signedIn } = useTestApi(engine, { now: '2026-06-15T12:00:00Z' });
  const user = signedIn('many@doxo.test');
  let listingIds: number[];

  const addInstrument = async (body: unknown, session: ApiUser = user) => {
    return (await createdOf<InstrumentResponse>(await session.addInstrument(body))).instrument;
  };
  const pay = async (instrument: WalletInstrument, listingId: number, deliveryDate: string) => {
    const response = await user.pay({
      listing_id: listingId,
      payment_instrument_id: instrument.id,
      amount_cents: 10_000,
      delivery_date: deliveryDate,
      // These tests pay the same bills more than once on purpose.
      confirm_duplicate: true,
    });
    expect(response.status).toBe(201);
    return (await response.json()) as BillPayment;
  };
  const autopay = async (instrument: WalletInstrument, listingId: number) => {
    const response = await user.send('PUT', `/autopay/${listingId}`, {
      payment_instrument_id: instrument.id,
      amount_kind: 'statement_balance',
      days_before_due: 3,
    });
    expect(response.status).toBe(200);
  };
  const payment = async (id: number) => (await (await user.get(`/payments/${id}`)).json()) as BillPayment;
  const remove = (id: number, query = '', session: ApiUser = user) =>
    session.send('DELETE', `/wallet/instruments/${id}${query}`);
  const errorCode = async (response: Response) => (await errorOf(response)).code;
  const ruleInstrument = async (listingId: number) => {
    const response = await user.get(`/autopay/${listingId}`);
    return response.status === 200
      ? ((await response.json()) as { payment_instrument_id: number }).payment_instrument_id
      : null;
  };
  const changesOf = async (paymentId: number) =>
    (
      await sql<{ reason: string; from_fee_cents: number; to_fee_cents: number }>`
        SELECT reason, from_fee_cents, to_fee_cents FROM bill_payment_changes
        WHERE payment_id = ${paymentId} ORDER BY id`.execute(database.handle.db)
    ).rows;

  beforeAll(async () => {
    const accounts = (await (await user.get('/accounts/list')).json()) as {
      list: { id: number }[];
    };
    listingIds = accounts.list.map((account) => account.id);
    expect(listingIds.length).toBeGreaterThanOrEqual(3);
  });

  it('refuses a plain removal with 409, lists the uses, and moves them all to another method', async () => {
    const [first = 0, second = 0] = listingIds;
    const from = await addInstrument(bank);
    const to = await addInstrument(card);
    const scheduled = await pay(from, first, '2026-07-01');
    await autopay(from, second);

    const uses = (await (await user.get(`/wallet/instruments/${from.id}/uses`)).json()) as InstrumentUsesResponse;
    expect(uses.uses.map((use) => [use.kind, use.id])).toEqual([
      ['scheduled_payment', scheduled.id],
      ['autopay', second],
    ]);
    const refused = await remove(from.id);
    expect(refused.status).toBe(409);
    expect(await errorCode(refused)).toBe('instrument_in_use');

    expect((await remove(from.id, `?uses=reassign&reassign_to=${to.id}`)).status).toBe(204);
    const moved = await payment(scheduled.id);
    expect(moved).toMatchObject({
      status: 'scheduled',
      payment_instrument_id: to.id,
      method_kind: 'debit_card',
      instrument_last4: '5556',
      delivery_date: '2026-07-01',
      // The debit card's flat fee (paymentRules.ts) replaces the free bank transfer's.
      fee_cents: 199,
      send_date: '2026-06-30',
    });
    expect(await changesOf(scheduled.id)).toEqual([
      {
        reason: 'Moved to Visa ••5556 when Checking ••7777 was removed from your wallet.',
        from_fee_cents: 0,
        to_fee_cents: 199,
      },
    ]);
    // The receipt's answer carries the change, the methods named for the user.
    expect(moved.method_label).toBe('Visa ••5556');
    expect(moved.changed).toBe(true);
    expect(moved.changes).toEqual([
      {
        at: '2026-06-15T12:00:00.000Z',
        from_method: 'Checking ••7777',
        to_method: 'Visa ••5556',
        from_fee_cents: 0,
        to_fee_cents: 199,
        from_send_date: '2026-06-26',
        to_send_date: '2026-06-30',
      },
    ]);
    // History shows the method it is paid from now and marks it changed; others are not marked.
    const history = (await (await user.get('/payments?limit=100')).json()) as BillPaymentListResponse;
    const listed = history.list.find((item) => item.id === scheduled.id);
    expect(listed).toMatchObject({ method_label: 'Visa ••5556', changed: true });
    expect(listed?.changes).toBeUndefined();
    expect(history.list.filter((item) => item.changed).map((item) => item.id)).toEqual([scheduled.id]);
    expect(await ruleInstrument(second)).toBe(to.id);
    const rule = (await (await user.get(`/autopay/${second}`)).json()) as AutopayRuleResponse;
    expect(rule.changes).toEqual([
      { at: '2026-06-15T12:00:00.000Z', from_method: 'Checking ••7777', to_method: 'Visa ••5556' },
    ]);
    // Another user's payment and rule answer 404, as unknown ones do: their changes never leak.
    expect((await stranger.get(`/payments/${scheduled.id}`)).status).toBe(404);
    expect((await stranger.get(`/autopay/${second}`)).status).toBe(404);
    const strangersHistory = (await (await stranger.get('/payments?limit=100')).json()) as BillPaymentListResponse;
    expect(strangersHistory.list.map((item) => item.id)).not.toContain(scheduled.id);
    const wallet = (await (await user.get('/wallet/instruments')).json()) as {
      instruments: WalletInstrument[];
    };
    expect(wallet.instruments.map((item) => item.id)).not.toContain(from.id);
  });

  it('cancels the uses when asked, appending a canceled event and turning autopay off', async () => {
    const [, second = 0, third = 0] = listingIds;
    const from = await addInstrument(card);
    const scheduled = await pay(from, third, '2026-07-02');
    await autopay(from, second);
    expect((await remove(from.id, '?uses=cancel')).status).toBe(204);
    const canceled = await payment(scheduled.id);
    expect(canceled.status).toBe('canceled');
    expect(canceled.status_reason).toBe('Canceled because Visa ••5556 was removed from your wallet.');
    expect(canceled).toMatchObject({ changed: false, changes: [] });
    expect(canceled.events?.map((event) => event.status)).toEqual(['scheduled', 'canceled']);
    expect(await ruleInstrument(second)).toBeNull();
  });

  it('changes nothing when one payment cannot be moved in time (422), and checks the choice', async () => {
    const [first = 0, , third = 0] = listingIds;
    const from = await addInstrument(card);
    const slower = await addInstrument(bank);
    const later = await pay(from, first, '2026-07-06');
    // Tomorrow by card; a bank transfer would have had to leave last week.
    const soon = await pay(from, third, '2026-06-16');
    const tooLate = await remove(from.id, `?uses=reassign&reassign_to=${slower.id}`);
    expect(tooLate.status).toBe(422);
    expect(await errorCode(tooLate)).toBe('reassign_too_late');
    for (const id of [later.id, soon.id]) {
      expect(await payment(id)).toMatchObject({
        status: 'scheduled',
        payment_instrument_id: from.id,
      });
      expect(await changesOf(id)).toEqual([]);
    }

    const strangers = await addInstrument(card, stranger);
    expect((await remove(from.id, `?uses=reassign&reassign_to=${strangers.id}`)).status).toBe(404);
    expect((await remove(from.id, `?uses=reassign&reassign_to=${from.id}`)).status).toBe(400);
    expect((await remove(from.id, '?uses=reassign')).status).toBe(400);
    expect((await remove(from.id, '?uses=delete')).status).toBe(400);
    expect((await remove(from.id, '?uses=cancel', stranger)).status).toBe(404);
    expect((await stranger.get(`/wallet/instruments/${from.id}/uses`)).status).toBe(404);
    expect(await payment(soon.id)).toMatchObject({ status: 'scheduled' });
  });
});
