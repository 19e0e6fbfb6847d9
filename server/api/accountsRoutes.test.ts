import { describe, expect, it } from 'vitest';
import { MIN_PAYERS } from '../../src/insights/privacyThreshold.js';
import { COUNTY_MEDIAN_DAYS, countyHierarchyOf } from './accountDetails.js';
import type {
  AccountDetailResponse,
  AccountsListResponse,
  BillsDueSoonestResponse,
} from './schemas/accountsSchemas.js';
import type { ErrorResponse } from './schemas/errorSchemas.js';
import type { BillPaymentListResponse } from '../../src/api/contracts/paymentsContract.js';
import { testEngines, useTestApi, type ApiUser } from './testing/useTestApi.js';

describe.each(testEngines)('/accounts on %s', (engine) => {
  const { api, database, demo, user, signIn } = useTestApi(engine);
  const many = user('many@doxo.test');

  async function listPage(session: ApiUser, query: string) {
    return session.get(`/accounts/list${query}`);
  }

  it('pages through more than 250 listings with a cursor', async () => {
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
        paperless: false,
      })
      .execute();
    const second: AccountsListResponse = await (await listPage(demo, `?limit=3&starting_after=${cursor}`)).json();
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
    ['?include=everything', 'include'],
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
    const response = await demo.get(`/accounts/${id}`);
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

  it('shows each seeded payment in the bill history and the CSV, and "last paid" is the newest delivered one', async () => {
    const page: AccountsListResponse = await (await listPage(demo, '?include=account_detail&limit=100')).json();
    const csv = await (await demo.get('/payments.csv')).text();
    let withHistory = 0;
    for (const item of page.list) {
      const history: BillPaymentListResponse = await (
        await demo.get(`/payments?listing=${item.id}&status=delivered&limit=100`)
      ).json();
      const newest = history.list[0];
      const last = item.account_detail?.last_payment ?? null;
      if (!newest) {
        expect(last).toBeNull();
        continue;
      }
      withHistory += 1;
      expect(last).toMatchObject({
        amount_cents: newest.amount_cents,
        pay_method: newest.method_kind,
      });
      expect(newest.delivery_date <= (last?.paid_at ?? '').slice(0, 10)).toBe(true);
      // Newest first, as the history screen lists them.
      const deliveries = history.list.map((payment) => payment.delivery_date);
      expect(deliveries).toEqual([...deliveries].sort().reverse());
      for (const payment of history.list) expect(csv).toContain(payment.confirmation_number);
    }
    expect(withHistory).toBeGreaterThan(0);
    // One truth for the insights as well: each delivered record is one insights row.
    const counts = await database.handle.db
      .selectFrom('payments')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', demo.userId)
      .executeTakeFirstOrThrow();
    const delivered = await database.handle.db
      .selectFrom('bill_payment_events as e')
      .innerJoin('bill_payments as p', 'p.id', 'e.payment_id')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('p.user_id', '=', demo.userId)
      .where('e.status', '=', 'delivered')
      .executeTakeFirstOrThrow();
    expect(Number(counts.count)).toBe(Number(delivered.count));
  });

  it("hides another user's account (404), and rejects malformed ids (400)", async () => {
    const page: AccountsListResponse = await (await listPage(many, '?limit=1')).json();
    const theirs = page.list[0]?.id;
    expect((await demo.get(`/accounts/${theirs}`)).status).toBe(404);
    expect((await demo.get('/accounts/999999999')).status).toBe(404);
    expect((await demo.get('/accounts/abc')).status).toBe(400);
    expect((await demo.get('/accounts/99999999999')).status).toBe(400);
    expect((await api.get(`/accounts/${theirs}`)).status).toBe(401);
  });

  async function allDetails(session: ApiUser): Promise<AccountDetailResponse[]> {
    const seen: AccountDetailResponse[] = [];
    let cursor: string | null = null;
    do {
      const query: string = '?include=account_detail' + (cursor ? `&starting_after=${cursor}` : '');
      const page: AccountsListResponse = await (await listPage(session, query)).json();
      for (const item of page.list) if (item.account_detail) seen.push(item.account_detail);
      cursor = page.has_more ? page.starting_after : null;
    } while (cursor);
    return seen;
  }

  it('answers the bills due soonest, slim, for the first screen of /u/bills', async () => {
    const all = await allDetails(many);
    const response = await many.get('/accounts/due_soonest?limit=50');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const answer: BillsDueSoonestResponse = await response.json();
    expect(answer.total_count).toBe(all.length);
    expect(answer.user).toEqual({ id: many.userId, username: 'many' });
    // The first 50 of the whole list in the bills list's order (docs/product.md#bills-shown-first).
    const dueOrder = [...all].sort(
      (left, right) =>
        (left.due_date ?? '9999-12-31').localeCompare(right.due_date ?? '9999-12-31') || left.id - right.id,
    );
    expect(answer.accounts.map((account) => account.id)).toEqual(dueOrder.slice(0, 50).map((detail) => detail.id));
    // Each biller and service type once; every detail rebuilt from them is GET /accounts/{id}'s.
    expect(new Set(answer.billers.map((biller) => biller.id)).size).toBe(answer.billers.length);
    const types = answer.service_types.map((type) => type.id);
    expect(new Set(types).size).toBe(types.length);
    for (const account of answer.accounts) {
      const { provider_id: providerId, service_type_id: serviceTypeId, ...rest } = account;
      const median = answer.county_medians.find((item) => item.service_type_id === serviceTypeId);
      expect(median).toBeDefined();
      const countyMedian = {
        county: answer.county,
        days: median?.days,
        enough_data: median?.enough_data,
        median_cents: median?.median_cents,
      };
      expect({
        ...rest,
        provider: answer.billers.find((biller) => biller.id === providerId),
        service_type: answer.service_types.find((type) => type.id === serviceTypeId),
        county_median: countyMedian,
      }).toEqual(all.find((detail) => detail.id === account.id));
    }
  });

  it('answers the bills due soonest of a user with none, and asks for a session', async () => {
    const db = database.handle.db;
    const removed = await db
      .updateTable('listings')
      .set({ removed_at: new Date() })
      .where('user_id', '=', demo.userId)
      .where('removed_at', 'is', null)
      .returning('id')
      .execute();
    const answer: BillsDueSoonestResponse = await (await demo.get('/accounts/due_soonest')).json();
    // The suite's other tests read demo's bills.
    await db
      .updateTable('listings')
      .set({ removed_at: null })
      .where(
        'id',
        'in',
        removed.map((row) => row.id),
      )
      .execute();
    expect(answer).toMatchObject({ total_count: 0, accounts: [], billers: [], county_medians: [] });
    expect(answer.user.username).toBe('demo');
    expect((await api.get('/accounts/due_soonest')).status).toBe(401);
    const tooMany = await demo.get('/accounts/due_soonest?limit=101');
    expect(tooMany.status).toBe(400);
  });

  it('carries every account detail in the pages when asked (no request per bill)', async () => {
    const seen: AccountDetailResponse[] = [];
    let cursor: string | null = null;
    do {
      const query: string = '?include=account_detail' + (cursor ? `&starting_after=${cursor}` : '');
      const page: AccountsListResponse = await (await listPage(many, query)).json();
      for (const item of page.list) {
        expect(item.account_detail?.id).toBe(item.id);
        if (item.account_detail) seen.push(item.account_detail);
      }
      cursor = page.has_more ? page.starting_after : null;
    } while (cursor);
    expect(seen.length).toBeGreaterThan(250);
    // The same answer as GET /accounts/{id}, last payment and county median included.
    for (const detail of [seen[0], seen[137], seen.at(-1)]) {
      const single = await many.get(`/accounts/${detail?.id}`);
      expect(await single.json()).toEqual(detail);
    }
    expect(seen.some((detail) => detail.last_payment !== null)).toBe(true);
    // Without the parameter, the list stays as docs/product.md#loading-listings has it.
    const plain: AccountsListResponse = await (await listPage(many, '?limit=2')).json();
    expect(plain.list[0]).not.toHaveProperty('account_detail');
  });

  it("gives each bill the median its county's payers pay for its service type, above the privacy threshold only", async () => {
    const db = database.handle.db;
    const user = await db
      .selectFrom('users')
      .select('location_hierarchy')
      .where('id', '=', demo.userId)
      .executeTakeFirstOrThrow();
    const county = countyHierarchyOf(user.location_hierarchy);
    expect(county).not.toBeNull();
    const page: AccountsListResponse = await (await listPage(demo, '?include=account_detail')).json();
    const details = page.list.flatMap((item) => (item.account_detail ? [item.account_detail] : []));
    expect(details.length).toBe(page.list.length);
    const stats = await db
      .selectFrom('insight_scope_stats')
      .selectAll()
      .where('location_hierarchy', '=', county ?? '')
      .where('days', '=', COUNTY_MEDIAN_DAYS)
      .execute();
    const byScope = new Map(stats.map((row) => [row.scope, row]));
    for (const detail of details) {
      expect(detail.county_median.county?.hierarchy).toBe(county);
      expect(detail.county_median.county?.name).toBeTruthy();
      const row = byScope.get(`type:${detail.service_type.id}`);
      const enough = (row?.payer_count ?? 0) >= MIN_PAYERS;
      expect(detail.county_median.enough_data).toBe(enough);
      expect(detail.county_median.median_cents).toBe(enough ? (row?.median_cents ?? null) : null);
    }

    // The small seed leaves every county below the threshold; give one service type enough
    // payers in the user's county, then one too few: shown, then withheld.
    const bill = details[0];
    const scope = `type:${bill?.service_type.id}`;
    const deleteStats = () =>
      db
        .deleteFrom('insight_scope_stats')
        .where('location_hierarchy', '=', county ?? '')
        .where('days', '=', COUNTY_MEDIAN_DAYS)
        .where('scope', '=', scope)
        .execute();
    const setPayers = async (payers: number) => {
      await deleteStats();
      await db
        .insertInto('insight_scope_stats')
        .values({
          location_hierarchy: county ?? '',
          days: COUNTY_MEDIAN_DAYS,
          scope,
          payer_count: payers,
          payment_count: payers * 3,
          total_cents: payers * 3 * 8_412,
          median_cents: 8_412,
        })
        .execute();
    };
    const countyMedianOfBill = async () => {
      const response = await demo.get(`/accounts/${bill?.id}`);
      const answer: AccountDetailResponse = await response.json();
      return answer.county_median;
    };
    const original = byScope.get(scope);
    try {
      await setPayers(MIN_PAYERS);
      expect(await countyMedianOfBill()).toMatchObject({ enough_data: true, median_cents: 8_412 });
      await setPayers(MIN_PAYERS - 1);
      expect(await countyMedianOfBill()).toMatchObject({ enough_data: false, median_cents: null });
    } finally {
      await deleteStats();
      if (original) await db.insertInto('insight_scope_stats').values(original).execute();
    }
  });

  it('says "no county" for a user whose location names none', async () => {
    const apo = await signIn('apo@doxo.test');
    const page: AccountsListResponse = await (await listPage(apo, '?include=account_detail')).json();
    expect(page.list.length).toBeGreaterThan(0);
    for (const item of page.list) {
      expect(item.account_detail?.county_median).toEqual({
        county: null,
        days: COUNTY_MEDIAN_DAYS,
        enough_data: false,
        median_cents: null,
      });
    }
  });
});
