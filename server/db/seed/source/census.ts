// The Census Bureau's 2023 geography as the seed reads it: parsed once from the generated
// census2023.ts (see scripts/generate-census-source.ts for the source and how to regenerate).
import { censusCbsasTsv, censusCountiesTsv } from './census2023';

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

function lines(tsv: string): string[][] {
  return tsv
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => line.split('\t'));
}

let counties: CensusCountyRow[] | undefined;
let cbsaRows: CensusCbsaRow[] | undefined;

/** Every county and county equivalent (states, DC and the five territories), by FIPS. */
export function censusCounties(): readonly CensusCountyRow[] {
  counties ??= lines(censusCountiesTsv).map(
    ([fips = '', state = '', cbsa = '', population = '0', name = '', shortName = '']) => ({
      fips,
      state,
      cbsa: cbsa === '' ? null : cbsa,
      population: Number(population),
      name,
      shortName,
    }),
  );
  return counties;
}

/** Every core-based statistical area of the July 2023 delineation (935), by code. */
export function censusCbsas(): readonly CensusCbsaRow[] {
  cbsaRows ??= lines(censusCbsasTsv).map(([code = '', title = '']) => ({ code, title }));
  return cbsaRows;
}
