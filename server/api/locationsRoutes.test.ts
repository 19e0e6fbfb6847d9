import { describe, expect, it } from 'vitest';
import type { LocationSearchResponse } from './schemas/locationsSchemas.js';
import { testEngines } from './testing/startTestApi.js';
import { useTestApi } from './testing/useTestApi.js';

describe.each(testEngines)('/locations/search on %s: territories and namesakes', (engine) => {
  const { api } = useTestApi(engine);

  async function search(text: string, type: string): Promise<LocationSearchResponse> {
    const query = encodeURIComponent(`name~'${text}' AND type:${type}`);
    const response = await api.get(`/locations/search?query=${query}`);
    expect(response.status).toBe(200);
    return response.json();
  }

  it('finds the territories and the armed-forces regions as states', async () => {
    expect((await search('puerto', 'state')).locations.states).toMatchObject([
      { name: 'Puerto Rico', hierarchy: '/usa/pr', state: 'PR' },
    ]);
    const armed = (await search('armed forces', 'state')).locations.states ?? [];
    expect(armed.map((row) => row.hierarchy).sort()).toEqual(['/usa/aa', '/usa/ae', '/usa/ap']);
    const municipios = (await search('san juan', 'county')).locations.counties ?? [];
    expect(municipios[0]).toMatchObject({
      name: 'San Juan Municipio',
      hierarchy: '/usa/pr/san-juan-bayamon-caguas-pr/san-juan',
    });
  });

  it('says where each of a metro spanning states is', async () => {
    const metros = (await search('new york-newark', 'cbsa')).locations.cbsas ?? [];
    expect(metros.length).toBeGreaterThan(1);
    expect(new Set(metros.map((row) => row.parent_name)).size).toBe(metros.length);
    expect(metros.map((row) => row.parent_name)).toContain('New Jersey');
  });
});
