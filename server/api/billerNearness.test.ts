import { describe, expect, it } from 'vitest';
import type { BillerSearchResponse } from './schemas/directorySchemas.js';
import { testEngines, useTestApi } from './testing/useTestApi.js';

// docs/product.md#adding-a-bill: the add-bill typeahead (GET /directory/billers?near=…) lists the
// billers nearest the user first: covering their county, then their state, then the rest.
const SEATTLE = '/usa/wa/seattle-tacoma-bellevue-wa/king/seattle/98101';
const KING_COUNTY = '/usa/wa/seattle-tacoma-bellevue-wa/king';
const METRO = '/usa/wa/seattle-tacoma-bellevue-wa';

describe.each(testEngines)('biller search nearest first on %s', (engine) => {
  const { api, database } = useTestApi(engine);

  /** The rank the issue describes, worked out here from the coverage rows themselves. */
  async function rankOf(billerId: number): Promise<number> {
    const coverage = await database.handle.db
      .selectFrom('biller_coverage')
      .select('hierarchy')
      .where('biller_id', '=', billerId)
      .execute();
    const places = coverage.map((row) => row.hierarchy);
    if (places.some((place) => place === KING_COUNTY || place === METRO || place.startsWith(`${KING_COUNTY}/`))) {
      return 0;
    }
    if (places.some((place) => place === '/usa/wa' || place.startsWith('/usa/wa/'))) return 1;
    return 2;
  }

  async function search(query: string): Promise<BillerSearchResponse['billers']> {
    const response = await api.get(`/directory/billers?${query}`);
    expect(response.status).toBe(200);
    const body: BillerSearchResponse = await response.json();
    return body.billers;
  }

  it("orders billers covering the user's county, then their state, then the rest", async () => {
    const nearest = await search(`limit=50&near=${encodeURIComponent(SEATTLE)}`);
    const ranks = await Promise.all(nearest.map((biller) => rankOf(biller.id)));
    expect(ranks).toEqual([...ranks].sort((left, right) => left - right));
    expect(ranks[0]).toBe(0);
    expect(new Set(ranks).size).toBeGreaterThan(1);

    // Without `near`, the same search is by popularity alone: a different order.
    const popular = await search('limit=50');
    expect(popular.map((biller) => biller.id)).not.toEqual(nearest.map((biller) => biller.id));
  });

  it('keeps the name filter and ranks within it', async () => {
    const all = await search(`limit=50&near=${encodeURIComponent(SEATTLE)}&query=c`);
    expect(all.length).toBeGreaterThan(0);
    for (const biller of all) expect(biller.name.toLowerCase()).toMatch(/(^| )c/);
    const ranks = await Promise.all(all.map((biller) => rankOf(biller.id)));
    expect(ranks).toEqual([...ranks].sort((left, right) => left - right));
  });

  it('rejects a malformed location with a 400', async () => {
    const response = await api.get('/directory/billers?near=%2Fmars%2Fbase');
    expect(response.status).toBe(400);
  });
});
