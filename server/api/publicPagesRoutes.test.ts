import { beforeAll, describe, expect, it } from 'vitest';
import type { PublicPagesResponse } from '../../src/api/contracts/publicPagesContract.js';
import type { MostCommonBillersResponse } from '../../src/api/contracts/insightsContract.js';
import { testEngines, useTestApi } from './testing/useTestApi.js';

describe.each(testEngines)('GET /public_pages on %s', (engine) => {
  const { api } = useTestApi(engine);
  let pages: PublicPagesResponse;

  beforeAll(async () => {
    const response = await api.get('/public_pages');
    expect(response.status).toBe(200);
    pages = (await response.json()) as PublicPagesResponse;
  });

  it('lists the USA view and only country or state views', () => {
    expect(pages.insights).toContainEqual({
      service_type_group: 'all-groups',
      service_type: 'all-services',
      location: '/usa',
    });
    for (const view of pages.insights) expect(view.location).toMatch(/^\/usa(\/[a-z]{2})?$/);
  });

  it('lists insights views that each rank a biller, and billers that rank in the USA', async () => {
    const sample = pages.insights.filter((_, index) => index % 7 === 0).slice(0, 12);
    for (const view of sample) {
      const query = new URLSearchParams({ ...view, days: '365', limit: '5' });
      const answer = (await (
        await api.get(`/insights/most_common_billers?${query.toString()}`)
      ).json()) as MostCommonBillersResponse;
      expect(answer.billers.length, JSON.stringify(view)).toBeGreaterThan(0);
    }
    const usa = (await (await api.get('/insights/most_common_billers?limit=50')).json()) as MostCommonBillersResponse;
    expect(pages.billers.length).toBeGreaterThan(0);
    for (const row of usa.billers) expect(pages.billers).toContain(row.biller.slug);
  });
});
