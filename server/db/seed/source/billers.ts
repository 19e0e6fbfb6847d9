import { billerBrands } from './billerBrands';
import { cbsas } from './cbsas';
import { countyPlaces, type CountyPlace } from './countyPlaces';
import type { Random } from './random';
import { toSlug } from './slug';
import { placeStates, type StateCode } from './states';

export type BillerScope =
  { kind: 'national' } | { kind: 'states'; states: string[] } | { kind: 'counties'; countyFips: string[] };

export type BillerSource = {
  id: number;
  slug: string;
  name: string;
  serviceTypeSlugs: string[];
  scope: BillerScope;
  /** Relative weight for seeding listings: a national carrier outweighs a county treasurer. */
  popularity: number;
};

type Draft = Omit<BillerSource, 'id' | 'slug'> & { homeState: string | null };

/** Splits `items` into consecutive chunks of random size in [min, max]. */
function chunk<T>(random: Random, items: readonly T[], min: number, max: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length;) {
    const size = random.int(min, max);
    chunks.push(items.slice(i, i + size));
    i += size;
  }
  return chunks;
}

/** City names that contain a hyphen, which otherwise separates principal cities in a title. */
const hyphenatedCities = ['Winston-Salem', 'Wilkes-Barre'];

/** "Dallas-Fort Worth-Arlington, TX" → "Dallas"; "Louisville/Jefferson County, KY-IN" → "Louisville". */
function principalCity(cbsaName: string): string {
  const cities = cbsaName.split(',')[0] ?? cbsaName;
  const hyphenated = hyphenatedCities.find((city) => cities.startsWith(city));
  return hyphenated ?? cities.split(/-|\//)[0] ?? cities;
}

function brandDrafts(random: Random): Draft[] {
  return billerBrands.map(([name, serviceTypeSlugs, where]) => {
    const states = where === 'national' ? [] : where.split(',');
    return {
      name,
      serviceTypeSlugs: [...serviceTypeSlugs],
      scope: where === 'national' ? { kind: 'national' } : { kind: 'states', states },
      // Big brands dominate real bill lists; footprint size is a fair proxy for customers.
      popularity: where === 'national' ? random.int(55, 100) : Math.min(90, 15 + states.length * 2 + random.int(0, 25)),
      homeState: states.length === 1 ? (states[0] ?? null) : null,
    };
  });
}

const coopSuffixes = [
  'Electric Cooperative',
  'Rural Electric Cooperative',
  'Electric Co-op',
  'Energy Cooperative',
  'Valley Electric Association',
];

/**
 * State-wide and rural billers: electric co-ops and rural water districts covering clusters of
 * counties (so every state has local utilities, including the no-metro countryside), plus the
 * state agencies and institutions every household there deals with.
 */
function stateDrafts(random: Random, state: StateCode, counties: CountyPlace[]): Draft[] {
  const drafts: Draft[] = [];
  const local = (name: string, serviceTypeSlugs: string[], scope: BillerScope, popularity: number): void => {
    drafts.push({ name, serviceTypeSlugs, scope, popularity, homeState: state.code });
  };
  const stateScope: BillerScope = { kind: 'states', states: [state.code] };
  const metroCounties = new Set(cbsas().flatMap((cbsa) => cbsa.countyFips));
  const rural = counties.filter((county) => !metroCounties.has(county.fips));
  const pool = random.shuffle(rural.length > 0 ? rural : counties);

  for (const cluster of chunk(random, pool, 3, 8).slice(0, 4)) {
    const lead = cluster[0];
    if (!lead) continue;
    // Regional naming customs: Georgia/Carolina "EMC"s, Nebraska's public power districts.
    const suffix =
      state.code === 'GA' || state.code === 'NC'
        ? 'Electric Membership Corporation'
        : state.code === 'NE'
          ? 'Public Power District'
          : random.pick(coopSuffixes);
    const countyFips = cluster.map((county) => county.fips);
    local(`${lead.name} ${suffix}`, ['electric'], { kind: 'counties', countyFips }, random.int(4, 18));
  }
  for (const cluster of chunk(random, random.shuffle(pool), 2, 5).slice(0, 2)) {
    const lead = cluster[0];
    if (!lead) continue;
    const countyFips = cluster.map((county) => county.fips);
    local(`${lead.name} Rural Water District`, ['water-sewer'], { kind: 'counties', countyFips }, random.int(2, 10));
    local(`${lead.name} Sanitation`, ['trash-recycling'], { kind: 'counties', countyFips }, random.int(2, 8));
  }
  const propaneLead = pool[0];
  if (propaneLead) {
    local(`${propaneLead.name} Propane & Fuel`, ['propane-heating-oil'], stateScope, random.int(2, 10));
  }

  local(`${state.name} Department of Motor Vehicles`, ['vehicle-registration'], stateScope, random.int(30, 60));
  local(`${state.name} Courts Online Payments`, ['court-fees'], stateScope, random.int(3, 10));
  local(`${state.name} Department of Revenue`, ['property-tax'], stateScope, random.int(5, 15));
  local(
    `${state.name} ${random.pick(['Community', 'Educators', 'State Employees'])} Credit Union`,
    ['credit-card', 'auto-loan', 'personal-loan', 'mortgage'],
    stateScope,
    random.int(8, 25),
  );
  local(
    `${state.name} ${random.pick(['Mutual', 'Farm Mutual', 'Family Mutual'])} Insurance`,
    ['auto-insurance', 'home-insurance'],
    stateScope,
    random.int(5, 20),
  );
  local(`${state.name} Home Health Plan`, ['health-insurance'], stateScope, random.int(5, 15));
  return drafts;
}

/**
 * Metros large enough for their own city billers and county tax collectors; smaller metro and
 * micropolitan areas are served by the state-wide, co-op and national billers, which keeps the
 * default seed (and so the first start) quick with all 935 CBSAs.
 */
const LOCAL_BILLER_MIN_POPULATION = 250_000;

function localBillerCbsas() {
  return cbsas().filter((cbsa) => cbsa.population >= LOCAL_BILLER_MIN_POPULATION);
}

/**
 * City billers for each large metro, named after its principal city and scoped to the metro's
 * counties in that city's state: the water utility, hospital, landlords, dentists and so on that
 * make the local lists look local. Which optional ones a metro gets is drawn from `random`.
 */
function metroDrafts(random: Random, countyByFips: ReadonlyMap<string, CountyPlace>): Draft[] {
  const drafts: Draft[] = [];
  for (const cbsa of localBillerCbsas()) {
    const city = principalCity(cbsa.name);
    const homeState = (cbsa.name.split(', ').at(-1) ?? '').split('-')[0] ?? '';
    const countyFips = cbsa.countyFips.filter((fips) => countyByFips.get(fips)?.state === homeState);
    const scope: BillerScope = { kind: 'counties', countyFips };
    const size = cbsa.countyFips.length;
    const add = (name: string, serviceTypeSlugs: string[], min: number, max: number): void => {
      const popularity = Math.min(60, random.int(min, max) + size);
      drafts.push({ name, serviceTypeSlugs, scope, popularity, homeState });
    };

    add(
      random.pick([`City of ${city} Water Department`, `${city} Water Utilities`, `${city} Water & Sewer`]),
      ['water-sewer'],
      10,
      30,
    );
    add(random.pick([`${city} Disposal & Recycling`, `${city} Sanitation Services`]), ['trash-recycling'], 4, 15);
    add(
      random.pick([`${city} Regional Medical Center`, `${city} General Hospital`, `${city} Memorial Hospital`]),
      ['hospital'],
      5,
      20,
    );
    add(
      random.pick([`${city} Medical Group`, `${city} Family Medicine`, `${city} Physicians Group`]),
      ['doctor'],
      4,
      15,
    );
    add(random.pick([`${city} Family Dental`, `${city} Dental Care`, `${city} Smiles Dentistry`]), ['dentist'], 3, 12);
    add(random.pick([`${city} Property Management`, `${city} Apartment Homes`, `${city} Rentals`]), ['rent'], 5, 20);
    add(`${city} Community Association Management`, ['hoa'], 2, 10);
    add(
      random.pick([`${city} Area Credit Union`, `${city} Federal Credit Union`, `${city} Community Bank`]),
      ['credit-card', 'auto-loan', 'mortgage'],
      4,
      15,
    );
    if (random.next() < 0.6) add(`City of ${city} Parking Services`, ['parking-tolls'], 2, 8);
    if (random.next() < 0.5) add(`${city} Athletic Club`, ['gym-fitness'], 2, 8);
    if (random.next() < 0.5) add(`${city} Early Learning Center`, ['childcare'], 1, 6);
    if (random.next() < 0.5) add(`${city} Lawn & Landscape`, ['lawn-care'], 1, 6);
    if (random.next() < 0.5) add(`${city} Pest Control`, ['pest-control'], 1, 6);
    if (random.next() < 0.4) add(`${city} Self Storage`, ['self-storage'], 1, 6);
    if (random.next() < 0.3) add(`${city} Municipal Light & Power`, ['electric'], 5, 20);
    if (random.next() < 0.3) add(`${city} Herald`, ['newspaper'], 1, 5);
    if (random.next() < 0.2) add(`${city} Satellite & Antenna`, ['satellite-tv'], 1, 5);
    if (random.next() < 0.3) add(`${city} Pharmacy`, ['pharmacy'], 1, 6);
  }
  return drafts;
}

/** Property-tax collectors ("King County Treasury") for every county inside a large metro. */
function countyTaxDrafts(random: Random, countyByFips: ReadonlyMap<string, CountyPlace>): Draft[] {
  return localBillerCbsas().flatMap((cbsa) =>
    cbsa.countyFips.flatMap((fips) => {
      const county = countyByFips.get(fips);
      if (!county) return [];
      const office = random.pick(['Treasury', 'Treasurer', 'Tax Collector']);
      return [
        {
          name: `${county.displayName} ${office}`,
          serviceTypeSlugs: ['property-tax'],
          scope: { kind: 'counties', countyFips: [fips] } satisfies BillerScope,
          popularity: random.int(3, 15),
          homeState: county.state,
        },
      ];
    }),
  );
}

/**
 * Every biller the seed offers: the hand-written real brands first (billerBrands.json), then
 * realistic regional fill generated from the atlas and the metro list. Deterministic for a given
 * `random` sequence, so `buildBillers(createRandom(SEED))` always yields the same rows and ids.
 * Slugs are unique: a name seen before gets its state code, then a counter, appended.
 */
export function buildBillers(random: Random): BillerSource[] {
  const counties = countyPlaces();
  const countyByFips = new Map(counties.map((county) => [county.fips, county]));
  const countiesByState = new Map<string, CountyPlace[]>();
  for (const county of counties) {
    countiesByState.set(county.state, [...(countiesByState.get(county.state) ?? []), county]);
  }

  const drafts: Draft[] = [
    ...brandDrafts(random),
    ...placeStates.flatMap((state) => stateDrafts(random, state, countiesByState.get(state.code) ?? [])),
    ...metroDrafts(random, countyByFips),
    ...countyTaxDrafts(random, countyByFips),
  ];

  const usedSlugs = new Set<string>();
  return drafts.map(({ homeState, ...draft }, index) => {
    const base = toSlug(draft.name);
    const candidates = [base, ...(homeState ? [`${base}-${homeState.toLowerCase()}`] : [])];
    let slug = candidates.find((candidate) => !usedSlugs.has(candidate));
    for (let n = 2; slug === undefined; n++) {
      if (!usedSlugs.has(`${base}-${n}`)) slug = `${base}-${n}`;
    }
    usedSlugs.add(slug);
    return { id: index + 1, slug, ...draft };
  });
}
