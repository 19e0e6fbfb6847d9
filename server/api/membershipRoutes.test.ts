import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Membership, MembershipResponse } from '../../src/api/contracts/membershipContract.js';
import { MEMBERSHIP_PLANS } from '../../src/membership/membershipPlans.js';
import { startPaymentWorker } from '../jobs/paymentJobs.js';
import type { JobWorker } from '../jobs/jobWorker.js';
import { createSandboxPaymentRails } from '../payments/paymentRails.js';
import type { SessionResponse } from './schemas/sessionSchemas.js';
import type { InstrumentResponse } from './schemas/walletSchemas.js';
import { errorOf, testEngines, useTestApi, type ApiUser } from './testing/useTestApi.js';

const DAY_MS = 24 * 60 * 60 * 1000;

// docs/product.md#doxoplus: enrollment, the gate, Manage and renewal billing, over real HTTP on
// a real database, with the one clock moved by the test and the payment worker draining jobs.
describe.each(testEngines)('/membership on %s', (engine) => {
  const { api, database, clock, demo, user, newKey } = useTestApi(engine, {
    now: '2027-01-30T12:00:00Z',
  });
  const many = user('many@doxo.test');
  const apo = user('apo@doxo.test');
  let worker: JobWorker;
  let manyCard: number;
  let apoCard: number;

  const get = async (session: ApiUser): Promise<MembershipResponse> => (await session.get('/membership')).json();
  const enroll = (session: ApiUser, body: unknown, key: string = newKey()) => session.create('/membership', body, key);
  const segmentOf = async (session: ApiUser) =>
    ((await (await session.get('/session')).json()) as SessionResponse).user.user_segment;
  const debitCardOf = async (session: ApiUser) => {
    const { instruments } = (await (await session.get('/wallet/instruments')).json()) as {
      instruments: { id: number; kind: string }[];
    };
    const card = instruments.find((instrument) => instrument.kind === 'debit_card');
    if (!card) throw new Error('every demo account has a debit card');
    return card.id;
  };
  const addCard = async (session: ApiUser, number: string) => {
    const response = await session.addInstrument({
      kind: 'debit_card',
      card_number: number,
      expiry_month: 12,
      expiry_year: 2031,
      cvv: '123',
      zip: '98101',
    });
    return ((await response.json()) as InstrumentResponse).instrument.id;
  };
  const advanceDays = async (days: number) => {
    clock.advance(days * DAY_MS);
    await worker.drain();
    // Sessions last 30 days by the same clock: sign in again as a returning member would.
    await many.signInAgain();
    await apo.signInAgain();
  };

  beforeAll(async () => {
    worker = startPaymentWorker(
      { db: database.handle.db, clock, rails: createSandboxPaymentRails(), log: () => {} },
      { poll: false },
    );
    manyCard = await debitCardOf(many);
    apoCard = await debitCardOf(apo);
  });
  afterAll(async () => {
    await worker?.stop();
  });

  it('answers a non-member: no membership, and 403 membership_required where members only go', async () => {
    expect((await get(many)).membership).toBeNull();
    expect(await segmentOf(many)).toBe('free');
    const change = await many.send('PATCH', '/membership', { plan: 'annual' });
    expect(change.status).toBe(403);
    expect((await errorOf(change)).code).toBe('membership_required');
    const cancel = await many.send('POST', '/membership/cancel');
    expect(cancel.status).toBe(403);
    expect((await api.get('/membership')).status).toBe(401);
  });

  it('quotes a plan, and refuses an unknown plan or a foreign instrument without saving anything', async () => {
    const quote = await (await many.get('/membership/quote?plan=monthly')).json();
    expect(quote).toEqual({
      plan: 'monthly',
      amount_cents: MEMBERSHIP_PLANS.monthly.priceCents,
      first_charge_date: '2027-01-30',
      renews_on: '2027-02-28',
    });
    const unknownPlan = await enroll(many, { plan: 'weekly', payment_instrument_id: manyCard });
    expect(unknownPlan.status).toBe(422);
    expect((await errorOf(unknownPlan)).code).toBe('membership_plan_unknown');
    const foreign = await enroll(many, { plan: 'monthly', payment_instrument_id: apoCard });
    expect(foreign.status).toBe(404);
    const badShape = await enroll(many, { plan: 'monthly', payment_instrument_id: 'x' });
    expect(badShape.status).toBe(400);
    const noKey = await many.send('POST', '/membership', {
      plan: 'monthly',
      payment_instrument_id: manyCard,
    });
    expect(noKey.status).toBe(400);
    expect((await get(many)).membership).toBeNull();
  });

  it('charges a non-member the card fee, and a member none, in the quote and the payment', async () => {
    const { list } = (await (await many.get('/accounts/list')).json()) as {
      list: { id: number }[];
    };
    const listing = list[0]?.id;
    const quote = async () =>
      (await (
        await many.get(`/payments/quote?listing=${listing}&payment_instrument=${manyCard}&amount_cents=5000`)
      ).json()) as { fee_cents: number; total_cents: number; member_fee_waived_cents: number };
    // many is not a member yet (it enrolls in the next test).
    expect(await quote()).toMatchObject({
      fee_cents: 199,
      total_cents: 5199,
      member_fee_waived_cents: 0,
    });
  });

  it('enrolls once and charges once for a double click, a retry and a second tab', async () => {
    const body = { plan: 'monthly', payment_instrument_id: manyCard };
    const key = newKey();
    const [first, second] = await Promise.all([enroll(many, body, key), enroll(many, body, key)]);
    expect([first.status, second.status].sort()).toEqual([201, 201]);
    const replay = await enroll(many, body, key);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    const otherTab = await enroll(many, { ...body, plan: 'annual' });
    expect(otherTab.status).toBe(409);
    expect((await errorOf(otherTab)).code).toBe('already_member');
    const { membership } = await get(many);
    expect(membership).toMatchObject({
      status: 'active',
      is_member: true,
      plan: 'monthly',
      paid_through: '2027-02-28',
      next_renewal: { date: '2027-02-28', plan: 'monthly', amount_cents: 599 },
      instrument: { id: manyCard, kind: 'debit_card', removed: false },
    });
    expect(membership?.charges).toHaveLength(1);
    expect(membership?.charges[0]).toMatchObject({ succeeded: true, amount_cents: 599 });
    expect(membership?.charges[0]?.receipt_number).toMatch(/^DP-[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    expect(await segmentOf(many)).toBe('doxoplus');
    // The benefit: no fee on card payments, decided again when the payment is made.
    const { list } = (await (await many.get('/accounts/list')).json()) as {
      list: { id: number }[];
    };
    const quote = (await (
      await many.get(`/payments/quote?listing=${list[0]?.id}&payment_instrument=${manyCard}&amount_cents=5000`)
    ).json()) as { fee_cents: number; member_fee_waived_cents: number };
    expect(quote).toMatchObject({ fee_cents: 0, member_fee_waived_cents: 199 });
    const payment = await many.pay({
      listing_id: list[0]?.id,
      payment_instrument_id: manyCard,
      amount_cents: 5000,
    });
    expect(payment.status).toBe(201);
    expect(((await payment.json()) as { fee_cents: number }).fee_cents).toBe(0);
  });

  it('gives a kept answer only while nothing it shows changed, whichever process wrote it', async () => {
    const before = (await get(many)).membership;
    expect(before?.instrument?.id).toBe(manyCard);
    const rename = await many.send('PATCH', `/wallet/instruments/${manyCard}`, {
      nickname: 'Membership card',
    });
    expect(rename.status).toBe(200);
    expect((await get(many)).membership?.instrument?.nickname).toBe('Membership card');
    // Written straight to the database, as another process would: the next answer shows it.
    await database.handle.db
      .updateTable('payment_instruments')
      .set({ nickname: 'Renamed elsewhere' })
      .where('id', '=', manyCard)
      .execute();
    expect((await get(many)).membership?.instrument?.nickname).toBe('Renamed elsewhere');
    expect((await get(apo)).membership).toBeNull();
  });

  it('shows a charge’s receipt to its owner only', async () => {
    const charge = (await get(many)).membership?.charges[0];
    const own = await many.get(`/membership/charges/${charge?.id}`);
    expect(own.status).toBe(200);
    const foreign = await demo.get(`/membership/charges/${charge?.id}`);
    expect(foreign.status).toBe(404);
  });

  it('switches the plan at the next renewal, cancels to the end of the period and undoes it', async () => {
    const switched = await many.send('PATCH', '/membership', { plan: 'annual' });
    expect(switched.status).toBe(200);
    expect(((await switched.json()) as Membership).next_renewal).toEqual({
      date: '2027-02-28',
      plan: 'annual',
      amount_cents: 5_988,
    });
    const canceled: Membership = await (await many.send('POST', '/membership/cancel')).json();
    expect(canceled).toMatchObject({ status: 'cancelling', is_member: true, next_renewal: null });
    const undone: Membership = await (await many.send('POST', '/membership/cancel/undo')).json();
    expect(undone).toMatchObject({ status: 'active', next_plan: 'annual' });
    const again = await many.send('POST', '/membership/cancel/undo');
    expect(again.status).toBe(200);
  });

  it('refuses a declined first charge and keeps nothing', async () => {
    const declining = await addCard(apo, '4000 0000 0000 0341');
    const response = await enroll(apo, { plan: 'monthly', payment_instrument_id: declining });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).code).toBe('charge_declined');
    expect((await get(apo)).membership).toBeNull();
  });

  it('renews on the paid-through day, then a declined renewal is in grace and lapses on day 7', async () => {
    const enrolled = await enroll(apo, { plan: 'monthly', payment_instrument_id: apoCard });
    expect(enrolled.status).toBe(201);
    // apo's card is swapped for one that declines before its renewal comes.
    const declining = await addCard(apo, '4000 0000 0000 0341');
    const change = await apo.send('PATCH', '/membership', { payment_instrument_id: declining });
    expect(change.status).toBe(200);
    // Feb 28: many renews on the annual plan it switched to; apo's renewal is declined.
    await advanceDays(29);
    const renewed = (await get(many)).membership;
    expect(renewed).toMatchObject({ status: 'active', plan: 'annual', next_plan: null });
    expect(renewed?.paid_through).toBe('2028-02-28');
    expect(renewed?.charges.filter((charge) => charge.succeeded)).toHaveLength(2);
    let membership = (await get(apo)).membership;
    expect(membership).toMatchObject({
      status: 'grace',
      is_member: true,
      grace: { started_on: '2027-02-28', next_retry_on: '2027-03-01', lapses_on: '2027-03-07' },
    });
    expect(await segmentOf(apo)).toBe('doxoplus');
    await advanceDays(1);
    membership = (await get(apo)).membership;
    expect(membership?.grace?.next_retry_on).toBe('2027-03-03');
    await advanceDays(2);
    expect((await get(apo)).membership?.grace?.next_retry_on).toBe('2027-03-07');
    await advanceDays(3);
    expect((await get(apo)).membership?.status).toBe('grace');
    await advanceDays(1);
    membership = (await get(apo)).membership;
    expect(membership).toMatchObject({ status: 'lapsed', is_member: false, grace: null });
    // One charge a day it was due: the renewal and the retries of days 1, 3 and 7.
    expect(membership?.charges.map((charge) => [charge.attempt, charge.succeeded])).toEqual([
      [3, false],
      [2, false],
      [1, false],
      [0, false],
      [0, true],
    ]);
    expect(await segmentOf(apo)).toBe('free');
    const gated = await apo.send('POST', '/membership/cancel');
    expect(gated.status).toBe(403);
    // Draining again charges nothing more.
    await worker.drain();
    expect((await get(apo)).membership?.charges).toHaveLength(5);
  });
});
