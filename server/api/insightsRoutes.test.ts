import { describe, expect, it } from 'vitest';
import { MIN_PAYERS } from '../../src/insights/privacyThreshold.js';
import type {
  BillerListingResponse,
  MedianPayAmountResponse,
  MostCommonBillersResponse,
  PayMethodsResponse,
} from './schemas/insightsSchemas.js';
import { expectRefusedSaying, testEngines, useTestApi } from './testing/useTestApi.js';

describe.each(testEngines)('/insights on %s', (engine) => {
  const { api, database } = useTestApi(engine);

  async function mostCommon(query: string): Promise<MostCommonBillersResponse> {
    const response = await api.get(`/insights/most_common_billers${query}`);
    expect(response.status).toBe(200);
    return response.json();
  }

  it('ranks the most common billers nationally by payers', async () => {
    const answer = await mostCommon('?days=365&limit=10');
    expect(answer.location).toMatchObject({ hierarchy: '/usa', type: 'country' });
    expect(answer.service_type_group).toBeNull();
    expect(answer.as_of).not.toBeNull();
    // The small test seed has few households: only billers above the privacy threshold rank.
    expect(answer.billers.length).toBeGreaterThan(0);
    expect(answer.billers.map((row) => row.rank)).toEqual(answer.billers.map((_, i) => i + 1));
    const counts = answer.billers.map((row) => row.payer_count);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    expect(answer.total_payers).toBeGreaterThanOrEqual(counts[0] ?? 0);
    expect(answer.billers[0]?.share_of_payers).toBeCloseTo((counts[0] ?? 0) / answer.total_payers, 3);
  });

  it('matches the payer counts computed straight from payments', async () => {
    const answer = await mostCommon('?service_type_group=utilities&service_type=trash-recycling&days=365&limit=5');
    const top = answer.billers[0];
    expect(top?.service_type.slug).toBe('trash-recycling');
    const since = new Date(Date.parse(answer.as_of ?? '') - 365 * 86_400_000);
    const payers = await database.handle.db
      .selectFrom('payments')
      .select((eb) => eb.fn.count<number>('user_id').distinct().as('payers'))
      .where('biller_id', '=', top?.biller.id ?? 0)
      .where('service_type_id', '=', top?.service_type.id ?? 0)
      .where('paid_at', '>', since)
      .executeTakeFirstOrThrow();
    expect(Number(payers.payers)).toBe(top?.payer_count);
  });

  it('filters by group and type matched ignoring case and punctuation', async () => {
    const group = await mostCommon('?service_type_group=Utilities&limit=20');
    expect(group.service_type_group?.slug).toBe('utilities');
    for (const row of group.billers) expect(row.service_type.slug).not.toBe('mobile-phone');
    const type = await mostCommon('?service_type_group=utilities&service_type=WATER%20%26%20SEWER');
    expect(type.service_type?.slug).toBe('water-sewer');
    for (const row of type.billers) expect(row.service_type.slug).toBe('water-sewer');
    const anyGroup = await mostCommon('?service_type=mobile_phone');
    expect(anyGroup.service_type_group?.slug).toBe('telecom');
  });

  it('answers for a place at every level, placeholders given as a dash', async () => {
    const state = await mostCommon('?location=/usa/wa&days=365');
    expect(state.location.type).toBe('state');
    const county = await mostCommon('?location=/usa/wa/seattle-tacoma-bellevue-wa/king');
    expect(county.location.type).toBe('county');
    const zip = await mostCommon('?location=/usa/wa/seattle-tacoma-bellevue-wa/king/seattle/98101');
    expect(zip.location.type).toBe('zipcode');
    const noMetro = await database.handle.db
      .selectFrom('locations')
      .select('hierarchy')
      .where('type', '=', 'county')
      .where('hierarchy', 'like', '/usa/wa/no-metro/%')
      .orderBy('hierarchy')
      .executeTakeFirstOrThrow();
    const dashed = await mostCommon(`?location=${noMetro.hierarchy.replace('no-metro', '-')}`);
    expect(dashed.location.hierarchy).toBe(noMetro.hierarchy);
  });

  it('withholds figures fewer than MIN_PAYERS payers stand behind, at every endpoint', async () => {
    const everyRow = await mostCommon('?days=365&limit=10');
    for (const row of everyRow.billers) expect(row.payer_count).toBeGreaterThanOrEqual(MIN_PAYERS);
    // The demo user's ZIP: a handful of seeded households at most.
    const zip = '?location=/usa/wa/seattle-tacoma-bellevue-wa/king/seattle/98101';
    const few = await mostCommon(zip);
    expect(few).toMatchObject({ enough_data: false, total_payers: 0, billers: [] });
    const median: MedianPayAmountResponse = await (await api.get(`/insights/median_pay_amount${zip}`)).json();
    expect(median).toMatchObject({
      enough_data: false,
      median_amount_cents: null,
      average_amount_cents: null,
      payer_count: 0,
    });
    const methods: PayMethodsResponse = await (await api.get(`/insights/pay_methods${zip}`)).json();
    expect(methods).toMatchObject({ enough_data: false, payment_count: 0, pay_methods: [] });
    const nation: PayMethodsResponse = await (await api.get('/insights/pay_methods')).json();
    expect(nation.enough_data).toBe(true);
    for (const row of nation.pay_methods) expect(row.payer_count).toBeGreaterThanOrEqual(MIN_PAYERS);
  });

  it('narrows with the date range', async () => {
    const year = await mostCommon('?days=365');
    const month = await mostCommon('?days=30');
    expect(month.total_payers).toBeLessThanOrEqual(year.total_payers);
    expect(month.total_payers).toBeGreaterThan(0);
  });

  it('gives the median pay amount and the pay-method breakdown', async () => {
    const median: MedianPayAmountResponse = await (
      await api.get('/insights/median_pay_amount?service_type=mobile-phone&location=/usa')
    ).json();
    expect(median.median_amount_cents).toBeGreaterThan(0);
    expect(median.payment_count).toBeGreaterThan(0);
    const methods: PayMethodsResponse = await (await api.get('/insights/pay_methods?days=182')).json();
    const shares = methods.pay_methods.reduce((sum, row) => sum + row.share_of_payments, 0);
    // Methods few payers use are withheld; the shares stay of all payments.
    expect(shares).toBeGreaterThan(0.5);
    // Each share is rounded to 4 decimals, so together they may pass 1 by half a unit each.
    expect(shares).toBeLessThanOrEqual(1 + methods.pay_methods.length * 0.00005 + 1e-9);
    expect(methods.pay_methods[0]?.pay_method).toBe('bank_account');
  });

  it('lists a biller with its rank per service type', async () => {
    const top = (await mostCommon('?service_type=trash-recycling&location=/usa')).billers[0];
    const response = await api.get(`/insights/biller_listing?biller=${top?.biller.slug}&location=/usa`);
    expect(response.status).toBe(200);
    const listing: BillerListingResponse = await response.json();
    expect(listing.biller.id).toBe(top?.biller.id);
    const trash = listing.service_types.find((row) => row.service_type.slug === 'trash-recycling');
    expect(trash).toMatchObject({ rank: 1, payer_count: top?.payer_count });
    expect((await api.get('/insights/biller_listing?biller=nobody-at-all')).status).toBe(404);
    expect((await api.get('/insights/biller_listing')).status).toBe(400);
  });

  it.each([
    ['/insights/most_common_billers?days=7', 400, 'days'],
    ['/insights/most_common_billers?limit=15', 400, 'limit'],
    ['/insights/most_common_billers?location=usa', 400, 'location'],
    ['/insights/most_common_billers?location=/usa/zz', 404, 'location'],
    ['/insights/most_common_billers?service_type_group=spaceflight', 404, 'group'],
    ['/insights/most_common_billers?service_type_group=utilities&service_type=mobile-phone', 404, 'service type'],
    ['/insights/median_pay_amount?days=abc', 400, 'days'],
    ['/insights/pay_methods?location=/usa/../etc', 400, 'location'],
  ])('%s → %i', async (path, status, words) => {
    await expectRefusedSaying(await api.get(path), status, words);
  });
});
