import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDetailResponse, AccountsListResponse } from './schemas/accountsSchemas.js';
import type { ErrorResponse } from './schemas/errorSchemas.js';
import {
  bearer,
  openTestDatabase,
  signIn,
  startTestApi,
  testEngines,
  type SignedIn,
  type TestApi,
  type TestDatabase,
} from './testing/startTestApi.js';

describe.each(testEngines)('/accounts on %s', (engine) => {
  let database: TestDatabase;
  let api: TestApi;
  let many: SignedIn;
  let demo: SignedIn;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    api = await startTestApi(database);
    many = await signIn(api, 'many@doxo.test');
    demo = await signIn(api, 'demo@doxo.test');
  });
  afterAll(async () => {
    await api?.close();
    await database?.close();
  });

  async function listPage(session: SignedIn, query: string) {
    return api.get(`/accounts/list${query}`, { headers: bearer(session) });
  }

  it('pages through more than 250 listings with a cursor (SPEC §7)', async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?user=${many.userId}&starting_after=${cursor}` : '';
      const response = await listPage(many, query);
      expect(response.status).toBe(200);
      const page: AccountsListResponse = await response.json();
      expect(page.list.length).toBeLessThanOrEqual(100);
      seen.push(...page.list.map((item) => item.id));
      cursor = page.has_more ? page.starting_after : null;
      if (!page.has_more) expect(page.starting_after).toBeNull();
      pages++;
    } while (cursor);
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(seen.length).toBeGreaterThan(250);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
  });

  it('describes each listing with provider, user and account', async () => {
    const response = await listPage(demo, '?limit=5');
    const page: AccountsListResponse = await response.json();
    expect(page.list).toHaveLength(5);
    const [first] = page.list;
    expect(first?.user).toEqual({ id: demo.userId, username: 'demo' });
    expect(first?.provider.slug).toMatch(/^[a-z0-9-]+$/);
    expect(first?.provider.service_type.icon).toBeTruthy();
    expect(first?.account.masked_account_number).toMatch(/^••••\d{4}$/);
    expect(first?.account.id).toBe(first?.id);
  });

  it('keeps the cursor stable while listings are added', async () => {
    const first: AccountsListResponse = await (await listPage(demo, '?limit=3')).json();
    const cursor = first.starting_after;
    const listing = await database.handle.db
      .selectFrom('listings')
      .selectAll()
      .where('user_id', '=', demo.userId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await database.handle.db
      .insertInto('listings')
      .values({
        user_id: listing.user_id,
        biller_id: listing.biller_id,
        service_type_id: listing.service_type_id,
        account_number_last4: '0000',
        balance_cents: 0,
        autopay: false,
        paperless: false,
      })
      .execute();
    const second: AccountsListResponse = await (
      await listPage(demo, `?limit=3&starting_after=${cursor}`)
    ).json();
    expect(second.list[0]?.id).toBeGreaterThan(first.list[2]?.id ?? Infinity);
  });

  it('forbids listing another user (403) and requires a session (401)', async () => {
    const other = await listPage(demo, `?user=${many.userId}`);
    expect(other.status).toBe(403);
    const body: ErrorResponse = await other.json();
    expect(body.error.code).toBe('forbidden');
    expect((await api.get('/accounts/list')).status).toBe(401);
  });

  it.each([
    ['?limit=101', 'limit'],
    ['?limit=0', 'limit'],
    ['?limit=ten', 'limit'],
    ['?starting_after=abc', 'starting_after'],
    ['?starting_after=-4', 'starting_after'],
    ['?user=0', 'user'],
    ['?user=1&user=2', 'user'],
    ['?max_page=1000', 'max_page'],
  ])('rejects %s with a 400 naming the field', async (query, field) => {
    const response = await listPage(demo, query);
    expect(response.status).toBe(400);
    const body: ErrorResponse = await response.json();
    expect(body.error.code).toBe('invalid_request');
    expect(body.error.message).toContain(field);
  });

  it('returns the account detail with the last payment', async () => {
    const page: AccountsListResponse = await (await listPage(demo, '?limit=1')).json();
    const id = page.list[0]?.id;
    const response = await api.get(`/accounts/${id}`, { headers: bearer(demo) });
    expect(response.status).toBe(200);
    const account: AccountDetailResponse = await response.json();
    expect(account.id).toBe(id);
    expect(account.masked_account_number).toMatch(/^••••\d{4}$/);
    expect(account.due_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(typeof account.autopay).toBe('boolean');
    expect(typeof account.paperless).toBe('boolean');
    expect(account.service_type.service_type_group.name).toBeTruthy();
    if (account.last_payment) expect(account.last_payment.amount_cents).toBeGreaterThan(0);
  });

  it("hides another user's account (404), and rejects malformed ids (400)", async () => {
    const page: AccountsListResponse = await (await listPage(many, '?limit=1')).json();
    const theirs = page.list[0]?.id;
    expect((await api.get(`/accounts/${theirs}`, { headers: bearer(demo) })).status).toBe(404);
    expect((await api.get('/accounts/999999999', { headers: bearer(demo) })).status).toBe(404);
    expect((await api.get('/accounts/abc', { headers: bearer(demo) })).status).toBe(400);
    expect((await api.get('/accounts/99999999999', { headers: bearer(demo) })).status).toBe(400);
    expect((await api.get(`/accounts/${theirs}`)).status).toBe(401);
  });
});
