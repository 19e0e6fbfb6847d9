import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BillPayment } from '../../src/api/contracts/paymentsContract.js';
import { runAutopayScheduler } from '../payments/autopayScheduler.js';
import type { AccountsListResponse } from './schemas/accountsSchemas.js';
import type { BillResponse } from './schemas/billsSchemas.js';
import { createdOf, errorOf, testEngines, useTestApi, type ApiUser } from './testing/useTestApi.js';

describe.each(testEngines)('/bills on %s', (engine) => {
  const { api, database, clock, demo, user, newKey, firstInstrumentOf } = useTestApi(engine, {
    now: '2026-06-15T12:00:00Z',
  });
  const other = user('other@doxo.test');
  let billerId: number;

  const listIds = async (session: ApiUser) => {
    const page: AccountsListResponse = await (await session.get('/accounts/list')).json();
    return page.list.map((item) => item.id);
  };

  beforeAll(async () => {
    const biller = await database.handle.db
      .selectFrom('biller_service_types')
      .select('biller_id')
      .orderBy('biller_id')
      .executeTakeFirstOrThrow();
    billerId = biller.biller_id;
  });

  it('answers 401 when signed out', async () => {
    expect((await api.send('POST', '/bills', { biller_id: billerId })).status).toBe(401);
    expect((await api.send('PATCH', '/bills/1', { nickname: 'x' })).status).toBe(401);
    expect((await api.send('DELETE', '/bills/1')).status).toBe(401);
  });

  it('adds a bill with a deterministic statement and keeps only the last four digits', async () => {
    const body = { biller_id: billerId, account_number: '12-3456 7890', nickname: 'Power' };
    const { bill } = await createdOf<BillResponse>(await demo.addBill(body));
    expect(bill).toMatchObject({
      nickname: 'Power',
      masked_account_number: '••••7890',
      autopay: false,
      paperless: false,
    });
    expect(bill.balance_cents).toBeGreaterThanOrEqual(2_000);
    expect(bill.minimum_due_cents).toBeGreaterThan(0);
    expect(bill.minimum_due_cents).toBeLessThanOrEqual(bill.balance_cents);
    expect(bill.due_date).toMatch(/^2026-0[67]-\d\d$/);
    // The same account answers the same statement.
    const again: BillResponse = await (await demo.addBill(body)).json();
    expect(again.bill.balance_cents).toBe(bill.balance_cents);
    expect(again.bill.due_date).toBe(bill.due_date);
    expect(await listIds(demo)).toContain(bill.id);
    const dump = await sql<{ row: string }>`
      SELECT row_to_json(t)::text AS row FROM listings t
      UNION ALL SELECT row_to_json(k)::text FROM idempotency_keys k`.execute(database.handle.db);
    expect(dump.rows.map((row) => row.row).join('\n')).not.toContain('1234567890');
  });

  it('owes nothing on a sandbox account ending in 0000', async () => {
    const { bill }: BillResponse = await (
      await demo.addBill({ biller_id: billerId, account_number: 'AB120000' })
    ).json();
    expect(bill.balance_cents).toBe(0);
    expect(bill.minimum_due_cents).toBe(0);
  });

  it.each([
    [{ biller_id: 0, account_number: '123456' }, 400, 'invalid_request'],
    [{ biller_id: 'x', account_number: '123456' }, 400, 'invalid_request'],
    [{ account_number: '123456' }, 400, 'invalid_request'],
    [{ biller_id: 1, account_number: '12' }, 400, 'invalid_account_number'],
    [{ biller_id: 1, account_number: '12345$' }, 400, 'invalid_account_number'],
    [{ biller_id: 1, account_number: '1'.repeat(25) }, 400, 'invalid_account_number'],
    [{ biller_id: 2_000_000_000, account_number: '123456' }, 422, 'biller_not_found'],
  ])('refuses a bad body (%#)', async (body, status, code) => {
    const response = await demo.addBill(body);
    expect(response.status).toBe(status);
    expect((await errorOf(response)).code).toBe(code);
  });

  it('needs an Idempotency-Key, replays a retry and refuses a reused key', async () => {
    const body = { biller_id: billerId, account_number: '55501234' };
    const missing = await demo.send('POST', '/bills', body);
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).code).toBe('idempotency_key_required');
    const before = (await listIds(demo)).length;
    const key = newKey();
    const first = await demo.addBill(body, key);
    const second = await demo.addBill(body, key);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await second.json()).toEqual(await first.json());
    expect(await listIds(demo)).toHaveLength(before + 1);
    const reused = await demo.addBill({ ...body, nickname: 'Other' }, key);
    expect(reused.status).toBe(409);
  });

  it('renames, sets paperless, removes; another user gets 404', async () => {
    const { bill }: BillResponse = await (
      await demo.addBill({ biller_id: billerId, account_number: '77700001' })
    ).json();
    const foreign = await other.send('PATCH', `/bills/${bill.id}`, { nickname: 'Mine' });
    expect(foreign.status).toBe(404);
    expect((await other.send('DELETE', `/bills/${bill.id}`)).status).toBe(404);
    expect((await other.get(`/accounts/${bill.id}`)).status).toBe(404);
    const changed = await demo.send('PATCH', `/bills/${bill.id}`, {
      nickname: 'Water at home',
      paperless: true,
    });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as BillResponse).bill).toMatchObject({
      nickname: 'Water at home',
      paperless: true,
    });
    const cleared = await demo.send('PATCH', `/bills/${bill.id}`, { nickname: '' });
    expect(((await cleared.json()) as BillResponse).bill.nickname).toBeNull();
    expect((await demo.send('PATCH', `/bills/${bill.id}`, {})).status).toBe(400);
    expect((await demo.send('PATCH', '/bills/abc', { paperless: true })).status).toBe(400);
    const removed = await demo.send('DELETE', `/bills/${bill.id}`);
    expect(removed.status).toBe(204);
    expect(await listIds(demo)).not.toContain(bill.id);
    expect((await demo.get(`/accounts/${bill.id}`)).status).toBe(404);
    expect((await demo.send('DELETE', `/bills/${bill.id}`)).status).toBe(404);
  });

  it('removing a bill cancels its payments not yet sent and its autopay; the scheduler leaves it', async () => {
    const { bill }: BillResponse = await (
      await demo.addBill({ biller_id: billerId, account_number: '55501234' })
    ).json();
    const db = database.handle.db;
    const card = await firstInstrumentOf(demo);
    const paid = await demo.pay({
      listing_id: bill.id,
      payment_instrument_id: card,
      amount_cents: 2_000,
      delivery_date: '2026-07-15',
    });
    expect(paid.status).toBe(201);
    const payment = (await paid.json()) as BillPayment;
    // Due in two days, autopay three days before: the scheduler would pay it today.
    await db.updateTable('listings').set({ due_date: '2026-06-17' }).where('id', '=', bill.id).execute();
    const rule = await demo.send('PUT', `/autopay/${bill.id}`, {
      payment_instrument_id: card,
      amount_kind: 'fixed',
      fixed_amount_cents: 1_500,
    });
    expect(rule.status).toBe(200);

    expect((await demo.send('DELETE', `/bills/${bill.id}`)).status).toBe(204);
    const canceled = (await (await demo.get(`/payments/${payment.id}`)).json()) as BillPayment;
    expect(canceled).toMatchObject({
      status: 'canceled',
      status_reason: 'Canceled because its bill was removed from your bills.',
    });
    expect((await demo.get(`/autopay/${bill.id}`)).status).toBe(404);
    expect(await runAutopayScheduler(db, clock)).toBe(0);
    const made = await db.selectFrom('bill_payments').select('id').where('listing_id', '=', bill.id).execute();
    expect(made).toHaveLength(1);
  });
});
