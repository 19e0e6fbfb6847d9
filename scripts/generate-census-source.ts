// Regenerates server/db/seed/source/census2023.json from the Census Bureau's 2023 tables
// (`../shared/data/census`, or the folder given as the first argument): every county and county
// equivalent with its CBSA and population, and every CBSA with its official title. The seed reads
// only the generated file; cbsas.test.ts holds it to the tables.
//   npx tsx scripts/generate-census-source.ts [census-folder]
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';
import type { Census2023 } from '../server/db/seed/source/census.js';
import { readCensusTables } from '../server/db/seed/source/censusTables.js';

const folder = resolve(process.argv[2] ?? '../shared/data/census');
const { counties, cbsas } = readCensusTables(folder);

const census: Census2023 = {
  source:
    'U.S. Census Bureau, July 2023 CBSA delineation (OMB Bulletin 23-01), 2023 Gazetteer files and 2022 ACS ' +
    '5-year population estimates, as compiled by the us_geo project (MIT licence, (c) 2019 Brian Durand); ' +
    'read from ../shared/data/census (counties-2023.csv, cbsas-2023.csv).',
  counties: counties.map((county) => [
    county.fips,
    county.state,
    county.cbsa === '' ? null : county.cbsa,
    county.population,
    county.name,
    county.shortName,
  ]),
  cbsas: cbsas.map((cbsa) => [cbsa.code, cbsa.title]),
};
const target = resolve(import.meta.dirname, '../server/db/seed/source/census2023.json');
writeFileSync(target, await format(JSON.stringify(census), { ...(await resolveConfig(target)), filepath: target }));
console.log(`${counties.length} counties, ${cbsas.length} CBSAs → ${target}`);
