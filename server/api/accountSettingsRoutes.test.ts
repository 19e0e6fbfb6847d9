import { describe, expect, it } from 'vitest';
import type {
  AccountDeletionPreview,
  AccountDeletionResponse,
  ActiveSessionsResponse,
} from '../../src/api/contracts/accountContract.js';
import type { BillPayment } from '../../src/api/contracts/paymentsContract.js';
import { refreshInsights } from '../db/refreshInsights.js';
import type { AccountDataExport } from './accountDataRoutes.js';
import type { MeResponse } from './schemas/usersSchemas.js';
import { expectRefusedFields, testEngines, useTestApi } from './testing/useTestApi.js';

const NEWER = 'quartz-Lantern-meadow-52-fig';

describe.each(testEngines)('account settings on %s', (engine) => {
  const { api, signIn, mailTo } = useTestApi(engine);

  it('changes the display name and the ZIP code, moving the location with it', async () => {
    const session = await signIn('other@doxo.test');
    // docs/product.md#county-median: each bill's "Typical in {county}" is the user's county's.
    const billCounty = async () => {
      const list = (await (await session.get('/accounts/list?limit=1')).json()) as {
        list: { id: number }[];
      };
      const detail = (await (await session.get(`/accounts/${list.list[0]?.id}`)).json()) as {
        county_median: { county: { hierarchy: string | null } };
      };
      return detail.county_median.county.hierarchy;
    };
    expect(await billCounty()).not.toMatch(/\/king$/);
    const response = await session.send('PATCH', '/users/me', {
      display_name: '  Oda Other ',
      zip_code: '98101',
    });
    expect(response.status).toBe(200);
    const me = (await response.json()) as MeResponse;
    expect(me.display_name).toBe('Oda Other');
    expect(me.location).toMatchObject({ state: 'wa', county: 'king', zipcode: '98101' });
    const session2 = await session.get('/session');
    expect(((await session2.json()) as { user: MeResponse }).user.location.county).toBe('king');
    expect(await billCounty()).toMatch(/\/king$/);
  });

  it('refuses bad fields with their messages, changing nothing', async () => {
    const session = await signIn('demo@doxo.test');
    const response = await session.send('PATCH', '/users/me', {
      display_name: ' ',
      zip_code: '00000',
    });
    await expectRefusedFields(response, ['display_name', 'zip_code']);
    const me = (await (await session.get('/users/me')).json()) as MeResponse;
    expect(me.location.zipcode).toBe('98101');
    expect((await session.send('PATCH', '/users/me', {})).status).toBe(400);
    expect((await api.send('PATCH', '/users/me', { zip_code: '98101' })).status).toBe(401);
  });

  it('needs the CSRF token for cookie writes', async () => {
    const session = await signIn('demo@doxo.test');
    const { forged, proper } = await session.sendByCookie({
      method: 'PATCH',
      path: '/users/me',
      body: { display_name: 'Demo' },
    });
    expect(forged.status).toBe(403);
    expect(proper.status).toBe(200);
  });

  it('lists the sessions and signs out the others, keeping this one', async () => {
    const mine = await signIn('many@doxo.test');
    const other = await signIn('many@doxo.test');
    const listed = (await (await mine.get('/users/me/sessions')).json()) as ActiveSessionsResponse;
    expect(listed.sessions.length).toBeGreaterThanOrEqual(2);
    expect(listed.sessions.filter((session) => session.current)).toHaveLength(1);
    expect(listed.sessions[0]?.place).toBe('127.0.0.1');

    const ended = await mine.send('POST', '/users/me/sessions/sign-out-others');
    expect(await ended.json()).toEqual({ signed_out: listed.sessions.length - 1 });
    expect(await (await other.get('/session')).json()).toBeNull();
    expect(await (await mine.get('/session')).json()).not.toBeNull();
  });

  it('changes the password with the current one, signing out every other session', async () => {
    const mine = await signIn('apo@doxo.test');
    const other = await signIn('apo@doxo.test');
    const wrong = await mine.send('POST', '/users/me/password', {
      current_password: 'not-it-at-all',
      new_password: 'password1',
    });
    await expectRefusedFields(wrong, ['current_password', 'new_password']);
    const changed = await mine.send('POST', '/users/me/password', {
      current_password: 'doxo-demo-2026',
      new_password: NEWER,
    });
    expect(changed.status).toBe(204);
    expect(await (await other.get('/session')).json()).toBeNull();
    expect(await (await mine.get('/session')).json()).not.toBeNull();
    await expect(signIn('apo@doxo.test', NEWER)).resolves.toMatchObject({});
    const mailed = await mailTo('apo@doxo.test');
    expect(mailed.map((message) => message.kind)).toContain('password_changed');
  });
});

describe.each(testEngines)('my data and deleting my account on %s', (engine) => {
  const { api, database, clock, signIn, firstInstrumentOf, mailTo } = useTestApi(engine, {
    now: '2026-06-15T12:00:00Z',
    settings: { signUpMinDurationMs: 0 },
  });

  it('downloads every part of the account as one JSON file, cards masked', async () => {
    const demo = await signIn('demo@doxo.test');
    const response = await demo.get('/users/me/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="doxo-my-data-2026-06-15.json"');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const text = await response.text();
    const data = JSON.parse(text) as AccountDataExport;
    expect(data.profile.email).toBe('demo@doxo.test');
    expect(data.bills.length).toBe(12);
    expect(data.wallet.length).toBeGreaterThan(0);
    for (const instrument of data.wallet) {
      expect(instrument.last4).toMatch(/^\d{4}$/);
      expect(Object.keys(instrument)).not.toContain('token');
    }
    expect(text).not.toMatch(/tok_/);
    expect(data.membership?.status).toBe('active');
    expect(Array.isArray(data.settings.autopay)).toBe(true);
    for (const payment of data.payments) expect(payment.events.length).toBeGreaterThan(0);
    // Another person's data is never in it, and signed out there is nothing to download.
    const other = await signIn('other@doxo.test');
    const theirs = (await (await other.get('/users/me/export')).json()) as AccountDataExport;
    expect(theirs.profile.email).toBe('other@doxo.test');
    expect(theirs.bills.length).toBe(5);
    expect((await api.get('/users/me/export')).status).toBe(401);
  });

  it('deletes an account after showing what it cancels, keeping the insights counts', async () => {
    const db = database.handle.db;
    const demo = await signIn('demo@doxo.test');
    const elsewhere = await signIn('demo@doxo.test');
    const [first, second] = await db
      .selectFrom('listings')
      .innerJoin('billers', 'billers.id', 'listings.biller_id')
      .select(['listings.id', 'billers.name'])
      .where('listings.user_id', '=', demo.userId)
      .where('listings.removed_at', 'is', null)
      .orderBy('listings.id')
      .limit(2)
      .execute();
    const card = await firstInstrumentOf(demo);
    if (!first || !second) throw new Error('the demo account has fewer than two bills');
    const paid = await demo.pay({
      listing_id: first.id,
      payment_instrument_id: card,
      amount_cents: 4_321,
      delivery_date: '2026-07-15',
      confirm_duplicate: true,
    });
    expect(paid.status).toBe(201);
    const payment = (await paid.json()) as BillPayment;
    const rule = await demo.send('PUT', `/autopay/${second.id}`, {
      payment_instrument_id: card,
      amount_kind: 'fixed',
      fixed_amount_cents: 1_500,
    });
    expect(rule.status).toBe(200);

    const preview = (await (await demo.get('/users/me/deletion')).json()) as AccountDeletionPreview;
    expect(preview.scheduled_payments).toContainEqual(
      expect.objectContaining({ id: payment.id, biller: first.name, amount_cents: 4_321 }),
    );
    expect(preview.autopay_rules).toContainEqual({
      listing_id: second.id,
      biller: second.name,
      fixed_amount_cents: 1_500,
    });
    expect(preview.membership_ends).toBe(true);

    // The wrong password changes nothing; so does a cookie write without its CSRF proof.
    const wrong = await demo.send('POST', '/users/me/deletion', { password: 'nope' });
    await expectRefusedFields(wrong, ['password']);
    const noProof = await api.send(
      'POST',
      '/users/me/deletion',
      { password: 'doxo-demo-2026' },
      { cookie: demo.cookie },
    );
    expect(noProof.status).toBe(403);
    expect((await elsewhere.get('/session')).status).toBe(200);
    expect(await (await elsewhere.get('/session')).json()).not.toBeNull();

    const paymentsBefore = await db
      .selectFrom('payments')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', demo.userId)
      .executeTakeFirstOrThrow();
    await refreshInsights(db, clock.now());
    const insightsBefore = await db
      .selectFrom('insight_scope_stats')
      .select((eb) => eb.fn.sum<number>('payment_count').as('payments'))
      .executeTakeFirstOrThrow();

    const deleted = await demo.send('POST', '/users/me/deletion', { password: 'doxo-demo-2026' });
    expect(deleted.status).toBe(200);
    const answer = (await deleted.json()) as AccountDeletionResponse;
    expect(answer.canceled).toContain(
      `the payment of $43.21 to ${first.name} scheduled for ${new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${payment.send_date}T00:00:00Z`))}`,
    );
    expect(answer.canceled).toContain(`autopay for ${second.name} ($15.00)`);
    expect(deleted.headers.get('set-cookie')).toMatch(/doxo_session=;.*Max-Age=0/);

    // Every session ended; the old password opens nothing; the address can sign up again.
    expect(await (await elsewhere.get('/session')).json()).toBeNull();
    expect((await demo.get('/users/me')).status).toBe(401);
    const signInAgain = await api.send('POST', '/session', {
      email: 'demo@doxo.test',
      password: 'doxo-demo-2026',
    });
    expect(signInAgain.status).toBe(401);

    // The money records stay for audit, de-identified; the payment that would have gone is
    // canceled.
    const kept = await db
      .selectFrom('bill_payments')
      .innerJoin('bill_payment_events', 'bill_payment_events.payment_id', 'bill_payments.id')
      .select(['bill_payment_events.status', 'bill_payment_events.reason'])
      .where('bill_payments.id', '=', payment.id)
      .orderBy('bill_payment_events.id', 'desc')
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({
      status: 'canceled',
      reason: 'Canceled because the account was deleted.',
    });
    const user = await db
      .selectFrom('users')
      .select(['email', 'display_name', 'password_hash', 'deleted_at'])
      .where('id', '=', demo.userId)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      email: `deleted-${demo.userId}@deleted.invalid`,
      display_name: null,
      password_hash: null,
    });
    expect(user.deleted_at).not.toBeNull();
    const leftovers = await db
      .selectFrom('listings')
      .select(['nickname', 'account_number_last4', 'removed_at'])
      .where('user_id', '=', demo.userId)
      .execute();
    expect(leftovers.every((bill) => bill.removed_at && bill.account_number_last4 === '')).toBe(true);
    const instruments = await db
      .selectFrom('payment_instruments')
      .select(['nickname', 'token', 'removed_at'])
      .where('user_id', '=', demo.userId)
      .execute();
    expect(
      instruments.every((row) => row.removed_at && row.nickname === '' && row.token.startsWith('tok_deleted_')),
    ).toBe(true);
    expect(await db.selectFrom('autopay_rules').selectAll().where('user_id', '=', demo.userId).execute()).toEqual([]);

    // The insights keep their counts, now and after the next refresh.
    const paymentsAfter = await db
      .selectFrom('payments')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', demo.userId)
      .executeTakeFirstOrThrow();
    expect(Number(paymentsAfter.count)).toBe(Number(paymentsBefore.count));
    await refreshInsights(db, clock.now());
    const insightsAfter = await db
      .selectFrom('insight_scope_stats')
      .select((eb) => eb.fn.sum<number>('payment_count').as('payments'))
      .executeTakeFirstOrThrow();
    expect(Number(insightsAfter.payments)).toBe(Number(insightsBefore.payments));

    // The goodbye goes to the old address, naming what was canceled; nothing else of theirs is
    // left.
    const mail = await mailTo('demo@doxo.test');
    expect(mail.map((message) => message.kind)).toEqual(['account_deleted']);
    expect(mail[0]?.text_body).toContain(`autopay for ${second.name} ($15.00)`);
    expect(mail[0]?.html_body).toContain('http://localhost:3000/u/sign-up');

    const again = await api.send('POST', '/users', {
      email: 'demo@doxo.test',
      password: 'violet-canoe-Harbor-71-mint',
      zip_code: '98101',
    });
    expect(again.status).toBe(201);
    // A second try at the same deletion finds no account.
    expect((await demo.send('POST', '/users/me/deletion', { password: 'doxo-demo-2026' })).status).toBe(401);
  });
});
