import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { CreditScoreResponse } from '../../src/api/contracts/creditScoreContract.js';
import type {
  IdentityAlertResponse,
  IdentityProtectionResponse,
  MonitoredItemCreatedResponse,
  OpenAlertsResponse,
} from '../../src/api/contracts/identityProtectionContract.js';
import type { SavingsResponse } from '../../src/api/contracts/savingsContract.js';
import { creditBandOf } from '../../src/creditScore/creditScoreRules.js';
import { comparisonHierarchies } from './savingsRoutes.js';
import { createdOf, errorOf, testEngines, useTestApi, type ApiUser } from './testing/useTestApi.js';

// docs/product.md#member-features: the seed's demo@ is a member (active), other@ a member in grace
// (still a member, so a member can try another member's ids), many@ not a member.
describe.each(testEngines)('doxoPLUS member features on %s', (engine) => {
  const { api, database, clock, demo, user, newKey } = useTestApi(engine, { now: new Date() });
  const nonMember = user('many@doxo.test');
  const otherMember = user('other@doxo.test');

  const get = (session: ApiUser, path: string) => session.get(path);
  const addItem = (session: ApiUser, body: unknown, key: string = newKey()) =>
    session.create('/identity_protection/items', body, key);
  const monitoring = async (session: ApiUser): Promise<IdentityProtectionResponse> =>
    (await get(session, '/identity_protection')).json();

  describe('the membership gate', () => {
    const endpoints: [string, string, unknown?][] = [
      ['GET', '/credit_score'],
      ['GET', '/savings'],
      ['GET', '/identity_protection'],
      ['GET', '/identity_protection/open_alerts'],
      ['POST', '/identity_protection/items', { kind: 'email', value: 'a@example.com' }],
      ['DELETE', '/identity_protection/items/1'],
      ['POST', '/identity_protection/alerts/1/resolve'],
    ];

    it.each(endpoints)('%s %s answers 401 signed out', async (method, path, body) => {
      expect((await api.send(method, path, body)).status).toBe(401);
    });

    it.each(endpoints)('%s %s answers a non-member 403 membership_required', async (method, path, body) => {
      const response = await nonMember.send(method, path, body, {
        'idempotency-key': newKey(),
      });
      expect(response.status).toBe(403);
      expect((await errorOf(response)).code).toBe('membership_required');
    });

    it('stores nothing a non-member sends', async () => {
      await addItem(nonMember, { kind: 'email', value: 'not-a-member@example.com' });
      const rows = await database.handle.db
        .selectFrom('monitored_items')
        .select('id')
        .where('user_id', '=', nonMember.userId)
        .execute();
      expect(rows).toEqual([]);
    });
  });

  describe('GET /credit_score', () => {
    it('answers the score, its band, 12 monthly scores and the five rated factors', async () => {
      const response = await get(demo, '/credit_score');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const answer: CreditScoreResponse = await response.json();
      expect(answer.score).toBeGreaterThanOrEqual(300);
      expect(answer.score).toBeLessThanOrEqual(850);
      expect(answer.band).toBe(creditBandOf(answer.score));
      expect(answer.history).toHaveLength(12);
      expect(answer.history.at(-1)).toEqual({
        month: clock.now().toISOString().slice(0, 7),
        score: answer.score,
      });
      const months = answer.history.map((entry) => entry.month);
      expect([...months].sort()).toEqual(months);
      expect(answer.factors.map((factor) => factor.id)).toEqual([
        'payment_history',
        'utilization',
        'age_of_credit',
        'credit_mix',
        'recent_inquiries',
      ]);
      for (const factor of answer.factors) {
        expect(factor.advice).toMatch(/^[A-Z].*\.$/);
        expect(['Excellent', 'Good', 'Fair', 'Needs work']).toContain(factor.rating);
      }
    });

    it('lists the bills paid through doxo in the last 12 months, newest first, with dates', async () => {
      const answer: CreditScoreResponse = await (await get(demo, '/credit_score')).json();
      const yearAgo = new Date(clock.now().getTime() - 365 * 86_400_000).toISOString().slice(0, 10);
      const counted = await database.handle.db
        .selectFrom('payments')
        .select(sql<number>`count(*)::int`.as('count'))
        .where('user_id', '=', demo.userId)
        .where('paid_at', '>', new Date(clock.now().getTime() - 365 * 86_400_000))
        .where('paid_at', '<=', clock.now())
        .executeTakeFirstOrThrow();
      expect(answer.on_time_payments.count).toBe(counted.count);
      expect(answer.on_time_payments.count).toBeGreaterThan(0);
      const days = answer.on_time_payments.recent.map((payment) => payment.paid_on);
      expect([...days].sort().reverse()).toEqual(days);
      for (const day of days) expect(day > yearAgo).toBe(true);
    });

    it('is the same report every time it is asked (a deterministic sandbox)', async () => {
      const first = await (await get(demo, '/credit_score')).json();
      const second = await (await get(demo, '/credit_score')).json();
      expect(second).toEqual(first);
    });
  });

  describe('identity protection', () => {
    it("monitors the wallet's cards on their own, masked", async () => {
      const { items } = await monitoring(demo);
      const cards = items.filter((item) => item.kind === 'card');
      expect(cards.map((card) => card.label)).toEqual(['Visa ••4242']);
      expect(cards[0]?.id).toBeNull();
      expect(JSON.stringify(items)).not.toMatch(/tok_/);
    });

    it('adds an email, scans it and raises what the sandbox finds', async () => {
      const key = newKey();
      const created = await createdOf<MonitoredItemCreatedResponse>(
        await addItem(demo, { kind: 'email', value: '  Alex@Example.com ' }, key),
      );
      expect(created.item).toMatchObject({ kind: 'email', label: 'alex@example.com' });
      expect(created.alerts).toEqual([
        expect.objectContaining({
          item_key: created.item.key,
          severity: 'high',
          status: 'open',
          found_where: expect.stringContaining('TravelNest'),
        }),
      ]);
      // The same key and body: the same answer, nothing created twice.
      const replay = await addItem(demo, { kind: 'email', value: '  Alex@Example.com ' }, key);
      expect(replay.status).toBe(201);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(await replay.json()).toEqual(created);
      // The same address again under another key is refused.
      const again = await addItem(demo, { kind: 'email', value: 'alex@example.com' });
      expect(again.status).toBe(409);
      expect((await errorOf(again)).code).toBe('item_already_monitored');
      const { items, alerts } = await monitoring(demo);
      expect(items.filter((item) => item.label === 'alex@example.com')).toHaveLength(1);
      expect(alerts.filter((alert) => alert.item_key === created.item.key)).toHaveLength(1);
    });

    it('validates and formats phone numbers, storing them in E.164', async () => {
      const { item } = await createdOf<MonitoredItemCreatedResponse>(
        await addItem(demo, { kind: 'phone', value: '206-555-0143' }),
      );
      expect(item.label).toBe('(206) 555-0143');
      const row = await database.handle.db
        .selectFrom('monitored_items')
        .select('value')
        .where('id', '=', item.id ?? 0)
        .executeTakeFirstOrThrow();
      expect(row.value).toBe('+12065550143');
      const international = await addItem(demo, { kind: 'phone', value: '+44 20 7946 0958' });
      expect(((await international.json()) as MonitoredItemCreatedResponse).item.label).toBe('+44 20 7946 0958');
    });

    it.each([
      [{ kind: 'email', value: 'not an email' }],
      [{ kind: 'email', value: 'a@b' }],
      [{ kind: 'phone', value: '555-0199' }],
      [{ kind: 'phone', value: '+1 206 555 01439999' }],
      [{ kind: 'ssn_last4', value: '123-45-6789' }],
      [{ kind: 'ssn_last4', value: '123456789' }],
      [{ kind: 'ssn_last4', value: '12a4' }],
    ])('refuses %j with 422 and stores nothing', async (body) => {
      const before = await monitoring(demo);
      const response = await addItem(demo, body);
      expect(response.status).toBe(422);
      const error = await errorOf(response);
      expect(error.code).toBe('invalid_value');
      expect(error.message).not.toContain(body.value);
      expect((await monitoring(demo)).items).toEqual(before.items);
    });

    it('never keeps more of an SSN than its last four digits', async () => {
      await addItem(demo, { kind: 'ssn_last4', value: '123-45-4321' });
      const created = await addItem(demo, { kind: 'ssn_last4', value: '4321' });
      expect(created.status).toBe(201);
      const dump = await sql<{ row: string }>`
        SELECT row_to_json(t)::text AS row FROM monitored_items t
        UNION ALL SELECT row_to_json(k)::text FROM idempotency_keys k`.execute(database.handle.db);
      const text = dump.rows.map((row) => row.row).join('\n');
      expect(text).toContain('4321');
      expect(text).not.toMatch(/123-?45/);
    });

    it.each([[{ kind: 'passport', value: 'X1234567' }], [{ kind: 'email' }], [{ kind: 'email', value: 42 }]])(
      'answers a malformed body %j with 400',
      async (body) => {
        expect((await addItem(demo, body)).status).toBe(400);
      },
    );

    it('needs an Idempotency-Key to add', async () => {
      const response = await demo.send('POST', '/identity_protection/items', {
        kind: 'email',
        value: 'keyless@example.com',
      });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).code).toBe('idempotency_key_required');
    });

    it('resolves an alert, counting it no more as open', async () => {
      const before = await monitoring(demo);
      const open = before.alerts.find((alert) => alert.status === 'open');
      if (!open) throw new Error('the sandbox raised no alert to resolve');
      const response = await demo.send('POST', `/identity_protection/alerts/${open.id}/resolve`);
      expect(response.status).toBe(200);
      const { alert }: IdentityAlertResponse = await response.json();
      expect(alert).toMatchObject({ id: open.id, status: 'resolved' });
      const count: OpenAlertsResponse = await (await get(demo, '/identity_protection/open_alerts')).json();
      expect(count.open_alerts).toBe(before.open_alerts - 1);
      // Resolving again answers it as it was resolved.
      const again = await demo.send('POST', `/identity_protection/alerts/${open.id}/resolve`);
      expect(((await again.json()) as IdentityAlertResponse).alert.resolved_at).toBe(alert.resolved_at);
    });

    it("answers another member's items and alerts as 404, changing nothing", async () => {
      const { items, alerts } = await monitoring(demo);
      const item = items.find((each) => each.id !== null);
      const alert = alerts.find((each) => each.status === 'open');
      if (!item?.id || !alert) throw new Error('demo has no item or open alert');
      const remove = await otherMember.send('DELETE', `/identity_protection/items/${item.id}`);
      expect(remove.status).toBe(404);
      const resolve = await otherMember.send('POST', `/identity_protection/alerts/${alert.id}/resolve`);
      expect(resolve.status).toBe(404);
      expect(await monitoring(demo)).toEqual({ items, alerts, open_alerts: expect.any(Number) });
      expect((await get(otherMember, '/identity_protection')).status).toBe(200);
    });

    it('removes an item, and its alerts leave with it', async () => {
      const created: MonitoredItemCreatedResponse = await (
        await addItem(demo, { kind: 'email', value: 'kim@example.com' })
      ).json();
      expect(created.alerts).toHaveLength(1);
      const before = await monitoring(demo);
      const response = await demo.send('DELETE', `/identity_protection/items/${created.item.id}`);
      expect(response.status).toBe(204);
      const after = await monitoring(demo);
      expect(after.items.map((item) => item.key)).not.toContain(created.item.key);
      expect(after.open_alerts).toBe(before.open_alerts - 1);
      const twice = await demo.send('DELETE', `/identity_protection/items/${created.item.id}`);
      expect(twice.status).toBe(404);
      expect((await demo.send('DELETE', '/identity_protection/items/abc')).status).toBe(400);
    });
  });

  describe('GET /savings', () => {
    it('compares each recurring bill with the median around the member', async () => {
      const response = await get(demo, '/savings');
      expect(response.status).toBe(200);
      const answer: SavingsResponse = await response.json();
      expect(answer.bills.length).toBeGreaterThan(0);
      for (const bill of answer.bills) {
        expect(bill.payments_per_year).toBeGreaterThanOrEqual(2);
        if (bill.area_median_cents === null) {
          expect(bill.yearly_savings_cents).toBe(0);
          continue;
        }
        expect(bill.area_payers).toBeGreaterThanOrEqual(10);
        expect(bill.yearly_savings_cents).toBe(
          Math.max(0, bill.your_payment_cents - bill.area_median_cents) * bill.payments_per_year,
        );
      }
      expect(answer.total_yearly_savings_cents).toBe(
        answer.bills.reduce((total, bill) => total + bill.yearly_savings_cents, 0),
      );
      expect(answer.total_yearly_savings_cents).toBeGreaterThan(0);
      const savings = answer.bills.map((bill) => bill.yearly_savings_cents);
      expect([...savings].sort((a, b) => b - a)).toEqual(savings);
    });

    it('takes the county first, then the metro area, the state and the country, saying which', async () => {
      const before: SavingsResponse = await (await get(demo, '/savings')).json();
      const bill = before.bills.find((each) => each.area_median_cents !== null);
      if (!bill) throw new Error('no bill has a comparison');
      const scope = `type:${bill.service_type.id}`;
      const [county, metro, state] = comparisonHierarchies('/usa/wa/seattle-tacoma-bellevue-wa/king/seattle/98101');
      // Aggregates as a refresh writes them once enough payers live there (the small seed has few).
      const places = [
        [county?.hierarchy ?? '', 1_000],
        [metro?.hierarchy ?? '', 2_000],
        [state?.hierarchy ?? '', 3_000],
      ] as const;
      await database.handle.db
        .insertInto('insight_scope_stats')
        .values(
          places.map(([hierarchy, median]) => ({
            location_hierarchy: hierarchy,
            days: 365,
            scope,
            payer_count: 12,
            payment_count: 100,
            total_cents: median * 100,
            median_cents: median,
          })),
        )
        .execute();
      const compared = async () => {
        const answer: SavingsResponse = await (await get(demo, '/savings')).json();
        const found = answer.bills.find((each) => each.listing_id === bill.listing_id);
        return {
          level: found?.place?.level,
          name: found?.place?.name,
          median: found?.area_median_cents,
        };
      };
      const tooFewAt = (hierarchy: string) =>
        database.handle.db
          .updateTable('insight_scope_stats')
          .set({ payer_count: 9 })
          .where('location_hierarchy', '=', hierarchy)
          .where('scope', '=', scope)
          .where('days', '=', 365)
          .execute();
      expect(await compared()).toEqual({ level: 'county', name: 'King County, WA', median: 1_000 });
      await tooFewAt(places[0][0]);
      expect(await compared()).toEqual({
        level: 'cbsa',
        name: 'Seattle-Tacoma-Bellevue, WA',
        median: 2_000,
      });
      await tooFewAt(places[1][0]);
      expect(await compared()).toEqual({ level: 'state', name: 'Washington', median: 3_000 });
      await tooFewAt(places[2][0]);
      expect(await compared()).toEqual({
        level: 'country',
        name: 'USA',
        median: bill.area_median_cents,
      });
    });
  });
});

describe('comparisonHierarchies', () => {
  it('tries the county, the metro area, then the state', () => {
    expect(comparisonHierarchies('/usa/wa/seattle-tacoma-bellevue-wa/king/seattle/98101')).toEqual([
      { level: 'county', hierarchy: '/usa/wa/seattle-tacoma-bellevue-wa/king' },
      { level: 'cbsa', hierarchy: '/usa/wa/seattle-tacoma-bellevue-wa' },
      { level: 'state', hierarchy: '/usa/wa' },
      { level: 'country', hierarchy: '/usa' },
    ]);
  });

  it('skips a missing metro area, and has nothing outside the country', () => {
    expect(comparisonHierarchies('/usa/mt/-/garfield/jordan/59337').map((level) => level.level)).toEqual([
      'county',
      'state',
      'country',
    ]);
    expect(comparisonHierarchies('/usa')).toEqual([]);
  });
});
