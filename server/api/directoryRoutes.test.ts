import { describe, expect, it } from 'vitest';
import type {
  BillerDetailResponse,
  BillerSearchResponse,
  ServiceTypeGroupsResponse,
  ServiceTypesResponse,
} from './schemas/directorySchemas.js';
import type { ErrorResponse } from './schemas/errorSchemas.js';
import type { LocationSearchResponse } from './schemas/locationsSchemas.js';
import { expectRefusedSaying, testEngines, useTestApi } from './testing/useTestApi.js';

describe.each(testEngines)('/directory and /locations on %s', (engine) => {
  const { api } = useTestApi(engine);

  it('lists service types with their group, and the groups', async () => {
    const types: ServiceTypesResponse = await (await api.get('/directory/service_types')).json();
    expect(types.service_types.length).toBeGreaterThanOrEqual(35);
    const electric = types.service_types.find((type) => type.slug === 'electric');
    expect(electric).toMatchObject({ name: 'Electric', service_type_group: { slug: 'utilities' } });
    expect(electric?.icon).toBeTruthy();
    const groups: ServiceTypeGroupsResponse = await (await api.get('/directory/service_type_groups')).json();
    expect(groups.length).toBeGreaterThanOrEqual(8);
    expect(groups[0]).toEqual({
      id: expect.any(Number),
      slug: expect.any(String),
      name: expect.any(String),
    });
  });

  it('searches billers by name prefix, service type and place', async () => {
    const byName: BillerSearchResponse = await (await api.get('/directory/billers?query=comc&limit=5')).json();
    expect(byName.billers[0]?.name).toMatch(/^Comcast/);
    const electricInKing: BillerSearchResponse = await (
      await api.get('/directory/billers?service_type=Electric&location=/usa/wa/seattle-tacoma-bellevue-wa/king')
    ).json();
    expect(electricInKing.billers.length).toBeGreaterThan(0);
    for (const biller of electricInKing.billers) {
      expect(biller.service_types.map((type) => type.slug)).toContain('electric');
    }
    const wildcard: BillerSearchResponse = await (await api.get('/directory/billers?query=%25')).json();
    expect(wildcard.billers).toEqual([]);
  });

  it('finds billers by the start of any word of their name, never the middle of one', async () => {
    const byWord: BillerSearchResponse = await (await api.get('/directory/billers?query=energy&limit=50')).json();
    expect(byWord.billers.length).toBeGreaterThan(0);
    for (const biller of byWord.billers) expect(biller.name).toMatch(/(^|\s)energy/i);
    expect(byWord.billers.some((biller) => /\sEnergy/i.test(biller.name))).toBe(true);
    const midWord: BillerSearchResponse = await (await api.get('/directory/billers?query=nergy&limit=50')).json();
    expect(midWord.billers).toEqual([]);
  });

  it('looks a biller up by id and by slug, 404 when unknown', async () => {
    const first: BillerSearchResponse = await (await api.get('/directory/billers?limit=1')).json();
    const biller = first.billers[0];
    const byId: BillerDetailResponse = await (await api.get(`/directory/billers/${biller?.id}`)).json();
    const bySlug: BillerDetailResponse = await (await api.get(`/directory/billers/${biller?.slug}`)).json();
    expect(byId).toEqual(bySlug);
    expect(byId.coverage.length).toBeGreaterThan(0);
    expect((await api.get('/directory/billers/no-such-biller')).status).toBe(404);
    expect((await api.get('/directory/billers/999999')).status).toBe(404);
    expect((await api.get('/directory/billers/Bad%20Slug!')).status).toBe(400);
  });

  it('pages beyond the first 20 billers, with the total of every page', async () => {
    const first: BillerSearchResponse = await (await api.get('/directory/billers?query=c')).json();
    expect(first).toMatchObject({ page: 1, page_size: 20 });
    expect(first.total).toBeGreaterThan(40);
    expect(first.billers).toHaveLength(20);
    const second: BillerSearchResponse = await (await api.get('/directory/billers?query=c&page=2')).json();
    expect(second).toMatchObject({ page: 2, total: first.total });
    expect(second.billers).toHaveLength(20);
    const firstIds = new Set(first.billers.map((biller) => biller.id));
    expect(second.billers.some((biller) => firstIds.has(biller.id))).toBe(false);
    // Page 1 and 2 of 20 are page 1 of 40.
    const both: BillerSearchResponse = await (await api.get('/directory/billers?query=c&limit=40')).json();
    expect(both.billers.map((biller) => biller.id)).toEqual(
      [...first.billers, ...second.billers].map((biller) => biller.id),
    );
    const beyond: BillerSearchResponse = await (await api.get('/directory/billers?query=c&page=500')).json();
    expect(beyond).toMatchObject({ billers: [], page: 500, total: first.total });
  });

  it('browses by first letter in name order, by state and by service type', async () => {
    const byLetter: BillerSearchResponse = await (
      await api.get('/directory/billers?letter=B&order=name&limit=50')
    ).json();
    expect(byLetter.billers.length).toBeGreaterThan(0);
    const names = byLetter.billers.map((biller) => biller.name.toLowerCase());
    for (const name of names) expect(name.startsWith('b')).toBe(true);
    expect([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(names);
    const digits: BillerSearchResponse = await (await api.get('/directory/billers?letter=0-9&order=name')).json();
    for (const biller of digits.billers) expect(biller.name).toMatch(/^\d/);

    const everywhere: BillerSearchResponse = await (await api.get('/directory/billers')).json();
    const inWashington: BillerSearchResponse = await (
      await api.get('/directory/billers?state=wa&service_type=electric&limit=50')
    ).json();
    expect(inWashington.total).toBeGreaterThan(0);
    expect(inWashington.total).toBeLessThan(everywhere.total);
    for (const biller of inWashington.billers) {
      expect(biller.service_types.map((type) => type.slug)).toContain('electric');
      const detail: BillerDetailResponse = await (await api.get(`/directory/billers/${biller.slug}`)).json();
      expect(detail.coverage.some(({ hierarchy }) => hierarchy === '/usa' || /^\/usa\/wa(\/|$)/.test(hierarchy))).toBe(
        true,
      );
    }
  });

  it('puts billers serving the user’s place first and says which they are', async () => {
    const near = '/usa/wa/seattle-tacoma-bellevue-wa/king';
    const answer: BillerSearchResponse = await (
      await api.get(`/directory/billers?service_type=electric&order=name&near=${near}&limit=50`)
    ).json();
    const flags = answer.billers.map((biller) => biller.near_you);
    expect(flags[0]).toBe(true);
    expect(flags).toContain(false);
    // Every biller near the user comes before every other.
    expect(flags.indexOf(false)).toBeGreaterThan(flags.lastIndexOf(true));
    const withoutNear: BillerSearchResponse = await (await api.get('/directory/billers?limit=1')).json();
    expect(withoutNear.billers[0]).not.toHaveProperty('near_you');
  });

  it.each([
    ['?limit=500', 'limit'],
    ['?limit=0', 'limit'],
    ['?page=0', 'page'],
    ['?page=-1', 'page'],
    ['?page=1.5', 'page'],
    ['?page=abc', 'page'],
    ['?page=', 'page'],
    ['?page=501', 'page'],
    ['?page=1&page=2', 'page'],
    ['?page=99999999999999999999', 'page'],
    ['?letter=ab', 'letter'],
    ['?letter=%C3%A9', 'letter'],
    ['?order=random', 'order'],
    ['?state=Washington', 'state'],
    ['?color=red', 'color'],
    ['?query=', 'query'],
    ['?location=/mars', 'location'],
  ])('rejects a malformed biller search: %s', async (query, words) => {
    await expectRefusedSaying(await api.get(`/directory/billers${query}`), 400, words);
  });

  // Well formed but naming nothing: 422, so a client learns its filter is wrong (docs/product.md#biller-search).
  it.each([
    ['?service_type=teleportation', 'service type'],
    ['?state=ZZ', 'state'],
  ])('rejects a biller search whose filter names nothing: %s', async (query, words) => {
    await expectRefusedSaying(await api.get(`/directory/billers${query}`), 422, words);
  });

  it('searches locations by name prefix within a type, most populous first', async () => {
    const query = encodeURIComponent("name~'seat' AND type:city");
    const response = await api.get(`/locations/search?query=${query}`);
    expect(response.status).toBe(200);
    const body: LocationSearchResponse = await response.json();
    const cities = body.locations.cities ?? [];
    expect(cities[0]).toMatchObject({ name: 'Seattle', state: 'WA', type: 'city' });
    expect(cities[0]?.hierarchy).toBe('/usa/wa/seattle-tacoma-bellevue-wa/king/seattle');
    expect(cities.length).toBeLessThanOrEqual(20);
    const populations = cities.map((city) => city.population);
    expect([...populations].sort((a, b) => b - a)).toEqual(populations);

    for (const [type, key] of [
      ['state', 'states'],
      ['cbsa', 'cbsas'],
      ['county', 'counties'],
      ['zipcode', 'zipcodes'],
    ] as const) {
      const text = type === 'zipcode' ? '981' : 'wa';
      const answer: LocationSearchResponse = await (
        await api.get(`/locations/search?query=${encodeURIComponent(`name~'${text}' AND type:${type}`)}`)
      ).json();
      expect(Object.keys(answer.locations)).toEqual([key]);
    }
  });

  it.each([
    ['', 'query'],
    ['?query=', 'must start with'],
    [`?query=${encodeURIComponent("name~'sea' AND type:planet")}`, "unknown type 'planet'"],
    [`?query=${encodeURIComponent("name~'sea AND type:city")}`, 'not closed'],
    [`?query=${encodeURIComponent("type:city AND name~'sea'")}`, 'must start with'],
  ])('answers 400 saying what is wrong for %s', async (query, problem) => {
    const response = await api.get(`/locations/search${query}`);
    expect(response.status).toBe(400);
    const body: ErrorResponse = await response.json();
    expect(body.error.message).toContain(problem);
  });

  it('treats LIKE wildcards in the search text literally', async () => {
    const response = await api.get(`/locations/search?query=${encodeURIComponent("name~'%' AND type:city")}`);
    const body: LocationSearchResponse = await response.json();
    expect(body.locations.cities).toEqual([]);
  });
});
