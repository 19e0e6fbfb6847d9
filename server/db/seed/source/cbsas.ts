import { censusCbsas, censusCounties } from './census';

export type CbsaSource = {
  /** 5-digit OMB CBSA code. */
  code: string;
  /** Official title, e.g. 'Seattle-Tacoma-Bellevue, WA'. */
  name: string;
  /** 5-digit state+county FIPS of every member county (county equivalents included). */
  countyFips: string[];
  /** Sum of the member counties' Census populations. */
  population: number;
};

let cache: CbsaSource[] | undefined;

/**
 * Every metropolitan and micropolitan statistical area of OMB Bulletin 23-01 (July 2023), derived
 * from the Census tables (census.ts): the official title and the counties whose CBSA it is.
 */
export function cbsas(): readonly CbsaSource[] {
  if (cache) return cache;
  const members = new Map<string, string[]>();
  const population = new Map<string, number>();
  for (const county of censusCounties()) {
    if (county.cbsa === null) continue;
    const list = members.get(county.cbsa) ?? [];
    list.push(county.fips);
    members.set(county.cbsa, list);
    population.set(county.cbsa, (population.get(county.cbsa) ?? 0) + county.population);
  }
  cache = censusCbsas().map((cbsa) => ({
    code: cbsa.code,
    name: cbsa.title,
    countyFips: members.get(cbsa.code) ?? [],
    population: population.get(cbsa.code) ?? 0,
  }));
  return cache;
}
