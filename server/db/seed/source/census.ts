// The Census Bureau's 2023 geography as the seed reads it: parsed once from the generated
// census2023.json (see scripts/generate-census-source.ts for the source and how to regenerate).
import census2023 from './census2023.json' with { type: 'json' };

export type CensusCountyRow = {
  /** 5-digit state+county FIPS. */
  fips: string;
  /** 2-letter state or territory code. */
  state: string;
  /** 5-digit CBSA code, or null outside every metro and micropolitan area. */
  cbsa: string | null;
  /** 2022 ACS 5-year population estimate. */
  population: number;
  /** Official name: 'King County', 'Adjuntas Municipio', 'City of Alexandria'. */
  name: string;
  /** Name without its descriptor: 'King', 'Adjuntas', 'Alexandria (city)'. */
  shortName: string;
};

export type CensusCbsaRow = { code: string; title: string };

/** census2023.json: one array per county and per CBSA, its fields in the order of the rows above. */
export type Census2023 = {
  /** Where the figures come from, and their licence. */
  source: string;
  counties: [fips: string, state: string, cbsa: string | null, population: number, name: string, shortName: string][];
  cbsas: [code: string, title: string][];
};

const { counties: countyLines, cbsas: cbsaLines } = census2023 as Census2023;

let counties: CensusCountyRow[] | undefined;
let cbsaRows: CensusCbsaRow[] | undefined;

/** Every county and county equivalent (states, DC and the five territories), by FIPS. */
export function censusCounties(): readonly CensusCountyRow[] {
  counties ??= countyLines.map(([fips, state, cbsa, population, name, shortName]) => ({
    fips,
    state,
    cbsa,
    population,
    name,
    shortName,
  }));
  return counties;
}

/** Every core-based statistical area of the July 2023 delineation (935), by code. */
export function censusCbsas(): readonly CensusCbsaRow[] {
  cbsaRows ??= cbsaLines.map(([code, title]) => ({ code, title }));
  return cbsaRows;
}
