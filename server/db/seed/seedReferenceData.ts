// Environment: server
// The directory and the places: service type groups and types, every US location, and billers
// with the service types they bill for and the places they serve.
import type { Kysely } from 'kysely';
import type { Database } from '../databaseSchema.js';
import { countyHierarchiesByFips } from './countyHierarchies.js';
import { insertColumns } from './insertColumns.js';
import { insertRows } from './insertRows.js';
import { buildBillers, type BillerSource } from './source/billers.js';
import { buildLocations, type LocationSource } from './source/locations.js';
import type { Random } from './source/random.js';
import { serviceTypeGroups, serviceTypes } from './source/taxonomy.js';

export type ReferenceData = {
  locations: LocationSource[];
  billers: BillerSource[];
  /** Per biller, the hierarchies it covers (/usa, a state, or counties). */
  coverage: Map<number, string[]>;
};

function coverageOf(biller: BillerSource, countyByFips: ReadonlyMap<string, string>): string[] {
  switch (biller.scope.kind) {
    case 'national':
      return ['/usa'];
    case 'states':
      return biller.scope.states.map((state) => `/usa/${state.toLowerCase()}`);
    case 'counties':
      return biller.scope.countyFips.flatMap((fips) => {
        const hierarchy = countyByFips.get(fips);
        return hierarchy ? [hierarchy] : [];
      });
  }
}

export async function seedReferenceData(db: Kysely<Database>, random: Random): Promise<ReferenceData> {
  await insertRows(
    db,
    'service_type_groups',
    serviceTypeGroups.map(({ id, slug, name }) => ({ id, slug, name })),
  );
  await insertRows(
    db,
    'service_types',
    serviceTypes.map((type) => ({
      id: type.id,
      slug: type.slug,
      name: type.name,
      icon: type.icon,
      group_id: type.groupId,
      payers_share: type.payersShare,
    })),
  );

  const locations = buildLocations();
  // 66,000 rows: by columns, a few parameters instead of one per value (insertColumns.ts).
  await insertColumns(db, 'locations', {
    hierarchy: { type: 'text', values: locations.map((location) => location.hierarchy) },
    parent_hierarchy: {
      type: 'text',
      values: locations.map((location) => location.parentHierarchy),
    },
    type: { type: 'text', values: locations.map((location) => location.type) },
    name: { type: 'text', values: locations.map((location) => location.name) },
    aka_name: { type: 'text', values: locations.map((location) => location.akaName) },
    state: { type: 'text', values: locations.map((location) => location.state) },
    population: { type: 'integer', values: locations.map((location) => location.population) },
  });

  const serviceTypeIdBySlug = new Map(serviceTypes.map((type) => [type.slug, type.id]));
  const billers = buildBillers(random);
  await insertRows(
    db,
    'billers',
    billers.map(({ id, slug, name, popularity }) => ({ id, slug, name, popularity })),
  );
  await insertRows(
    db,
    'biller_service_types',
    billers.flatMap((biller) =>
      [...new Set(biller.serviceTypeSlugs)].flatMap((slug) => {
        const serviceTypeId = serviceTypeIdBySlug.get(slug);
        return serviceTypeId === undefined ? [] : [{ biller_id: biller.id, service_type_id: serviceTypeId }];
      }),
    ),
  );

  const countyByFips = countyHierarchiesByFips(new Set(locations.map((location) => location.hierarchy)));
  const coverage = new Map(billers.map((biller) => [biller.id, [...new Set(coverageOf(biller, countyByFips))]]));
  await insertRows(
    db,
    'biller_coverage',
    [...coverage].flatMap(([billerId, hierarchies]) =>
      hierarchies.map((hierarchy) => ({ biller_id: billerId, hierarchy })),
    ),
  );
  return { locations, billers, coverage };
}
