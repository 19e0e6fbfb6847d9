import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { InstrumentResponse, WalletResponse } from './schemas/walletSchemas.js';
import { createdOf, errorOf, testEngines, useTestApi, type ApiUser } from './testing/useTestApi.js';
import { sandboxTestNumbers } from './walletVault.js';

const visa = {
  kind: 'credit_card',
  card_number: '4242 4242 4242 4242',
  expiry_month: 8,
  expiry_year: 2028,
  cvv: '123',
  zip: '98101',
  nickname: 'Travel card',
};
const checking = {
  kind: 'bank_account',
  routing_number: '011000015',
  account_number: '987654321012',
  account_type: 'checking',
  holder_name: 'Dana Demo',
};

describe.each(testEngines)('/wallet/instruments on %s', (engine) => {
  const { api, database, demo, user, newKey } = useTestApi(engine, { now: '2026-06-15T12:00:00Z' });
  const other = user('other@doxo.test');

  const list = async (session: ApiUser): Promise<WalletResponse> => (await session.get('/wallet/instruments')).json();

  it('answers 401 when signed out', async () => {
    expect((await api.get('/wallet/instruments')).status).toBe(401);
    expect((await api.send('POST', '/wallet/instruments', visa)).status).toBe(401);
    expect((await api.send('PATCH', '/wallet/instruments/1', { nickname: 'x' })).status).toBe(401);
    expect((await api.send('DELETE', '/wallet/instruments/1')).status).toBe(401);
  });

  it('adds a card keeping only brand, last four and expiry', async () => {
    const { instrument } = await createdOf<InstrumentResponse>(await demo.addInstrument(visa));
    expect(instrument).toMatchObject({
      kind: 'credit_card',
      brand: 'Visa',
      last4: '4242',
      expiry_month: 8,
      expiry_year: 2028,
      nickname: 'Travel card',
      account_type: null,
    });
    expect(JSON.stringify(instrument)).not.toContain('tok_');
    const { instruments } = await list(demo);
    expect(instruments.map((item) => item.id)).toContain(instrument.id);
  });

  it('adds a bank account with a default nickname', async () => {
    const { instrument } = await createdOf<InstrumentResponse>(await demo.addInstrument(checking));
    expect(instrument).toMatchObject({
      kind: 'bank_account',
      brand: null,
      last4: '1012',
      account_type: 'checking',
      nickname: 'Checking 1012',
      expiry_month: null,
    });
  });

  it('never stores a full number or CVV anywhere in the database', async () => {
    await demo.addInstrument({ ...visa, card_number: '5555555555554444', cvv: '987' });
    const dump = await sql<{ row: string }>`
      SELECT row_to_json(t)::text AS row FROM payment_instruments t
      UNION ALL SELECT row_to_json(k)::text FROM idempotency_keys k`.execute(database.handle.db);
    const text = dump.rows.map((row) => row.row).join('\n');
    expect(text).toContain('4444');
    for (const secret of ['5555555555554444', '4242424242424242', '987654321012']) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/"cvv"/);
  });

  it.each([
    [{ ...visa, card_number: '4242 4242 4242 4241' }, 'invalid_card_number'],
    [{ ...visa, expiry_month: 5, expiry_year: 2026 }, 'invalid_expiry'],
    [{ ...visa, expiry_month: 13 }, 'invalid_expiry'],
    [{ ...visa, cvv: '12' }, 'invalid_cvv'],
    [{ ...visa, card_number: '378282246310005', cvv: '123' }, 'invalid_cvv'],
    [{ ...visa, zip: '981' }, 'invalid_zip'],
    [{ ...checking, routing_number: '011000016' }, 'invalid_routing_number'],
    [{ ...checking, account_number: '123' }, 'invalid_account_number'],
    [{ ...checking, account_number: '123456789012345678' }, 'invalid_account_number'],
    [{ ...checking, holder_name: '  ' }, 'invalid_holder_name'],
    [{ ...checking, account_type: 'brokerage' }, 'invalid_request'],
    [{ kind: 'gift_card' }, 'invalid_request'],
    [{ ...visa, expiry_month: '8' }, 'invalid_request'],
    ['not an object', 'invalid_json'],
  ])('refuses a bad body with a 400 naming the problem (%#)', async (body, code) => {
    const before = (await list(demo)).instruments.length;
    const response = await demo.addInstrument(body);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe(code);
    expect((await list(demo)).instruments).toHaveLength(before);
  });

  it('accepts a 4-digit CVV for American Express', async () => {
    const response = await demo.addInstrument({
      ...visa,
      card_number: '378282246310005',
      cvv: '1234',
    });
    expect(response.status).toBe(201);
    expect(((await response.json()) as InstrumentResponse).instrument.brand).toBe('American Express');
  });

  it('declines the sandbox test numbers with a 422', async () => {
    const card = await demo.addInstrument({
      ...visa,
      card_number: sandboxTestNumbers.declinedCard,
    });
    expect(card.status).toBe(422);
    expect(await errorOf(card)).toMatchObject({ code: 'card_declined' });
    const bank = await demo.addInstrument({
      ...checking,
      account_number: sandboxTestNumbers.unverifiableAccount,
    });
    expect(bank.status).toBe(422);
    expect((await errorOf(bank)).code).toBe('account_unverified');
  });

  it('needs an Idempotency-Key, replays a retry and refuses a reused key', async () => {
    const missing = await demo.send('POST', '/wallet/instruments', visa);
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).code).toBe('idempotency_key_required');
    const before = (await list(demo)).instruments.length;
    const key = newKey();
    const first = await demo.addInstrument({ ...visa, nickname: 'Replayed' }, key);
    const second = await demo.addInstrument({ ...visa, nickname: 'Replayed' }, key);
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await second.json()).toEqual(await first.json());
    expect((await list(demo)).instruments).toHaveLength(before + 1);
    const reused = await demo.addInstrument({ ...visa, nickname: 'Another' }, key);
    expect(reused.status).toBe(409);
    expect((await errorOf(reused)).code).toBe('idempotency_key_reused');
  });

  it('renames, moves the default, and keeps exactly one default', async () => {
    const { instruments } = await list(demo);
    const target = instruments.find((item) => !item.is_default);
    if (!target) throw new Error('expected a non-default instrument');
    const renamed = await demo.send('PATCH', `/wallet/instruments/${target.id}`, {
      nickname: '  Groceries  ',
    });
    expect(renamed.status).toBe(200);
    expect(((await renamed.json()) as InstrumentResponse).instrument.nickname).toBe('Groceries');
    const made = await demo.send('PATCH', `/wallet/instruments/${target.id}`, { is_default: true });
    expect(made.status).toBe(200);
    const after = await list(demo);
    expect(after.instruments.filter((item) => item.is_default).map((item) => item.id)).toEqual([target.id]);
    expect(after.instruments[0]?.id).toBe(target.id);
    for (const bad of [{}, { nickname: '' }, { nickname: 'x'.repeat(41) }, { is_default: false }]) {
      const response = await demo.send('PATCH', `/wallet/instruments/${target.id}`, bad);
      expect(response.status).toBe(400);
    }
  });

  it('answers 404 for another user’s instrument and for bad ids', async () => {
    const { instruments } = await list(demo);
    const mine = instruments[0];
    if (!mine) throw new Error('expected an instrument');
    const patch = await other.send('PATCH', `/wallet/instruments/${mine.id}`, {
      nickname: 'Stolen',
    });
    expect(patch.status).toBe(404);
    expect((await other.send('DELETE', `/wallet/instruments/${mine.id}`)).status).toBe(404);
    expect((await list(other)).instruments.map((item) => item.id)).not.toContain(mine.id);
    expect((await demo.send('DELETE', '/wallet/instruments/abc')).status).toBe(400);
    expect((await demo.send('DELETE', '/wallet/instruments/99999999')).status).toBe(404);
  });

  it('removes an instrument, hands the default on, and counts the wallet without it', async () => {
    const profileCount = async () =>
      (
        (await (await demo.get('/users/me')).json()) as {
          wallet_count: number;
        }
      ).wallet_count;
    const { instruments } = await list(demo);
    const countBefore = await profileCount();
    expect(countBefore).toBe(instruments.length);
    const theDefault = instruments.find((item) => item.is_default);
    if (!theDefault) throw new Error('expected a default');
    const removed = await demo.send('DELETE', `/wallet/instruments/${theDefault.id}`);
    expect(removed.status).toBe(204);
    const after = await list(demo);
    expect(after.instruments.map((item) => item.id)).not.toContain(theDefault.id);
    expect(after.instruments.filter((item) => item.is_default)).toHaveLength(1);
    expect(await profileCount()).toBe(countBefore - 1);
    const again = await demo.send('DELETE', `/wallet/instruments/${theDefault.id}`);
    expect(again.status).toBe(404);
  });

  it('needs the CSRF token for cookie-authenticated writes', async () => {
    const { forged, proper } = await demo.sendByCookie({
      method: 'POST',
      path: '/wallet/instruments',
      body: visa,
      headers: () => ({ 'idempotency-key': newKey() }),
    });
    expect(forged.status).toBe(403);
    expect(proper.status).toBe(201);
  });
});
