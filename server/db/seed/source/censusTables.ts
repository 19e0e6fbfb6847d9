// Reads the Census Bureau's 2023 CSV tables (../shared/data/census). Used by the generator
// (scripts/generate-census-source.ts) and by the test that holds the generated module to the
// tables; the seed itself reads only the generated census2023.json.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type CensusCounty = {
  /** 5-digit state+county FIPS (GEOID). */
  fips: string;
  state: string;
  /** 5-digit CBSA code; empty when the county is in none. */
  cbsa: string;
  population: number;
  /** Official name: 'King County', 'Adjuntas Municipio', 'City of Alexandria'. */
  name: string;
  /** Name without its descriptor: 'King', 'Adjuntas', 'Alexandria (city)'. */
  shortName: string;
};

export type CensusCbsa = { code: string; title: string };

/** RFC 4180 CSV: quoted fields may hold commas and doubled quotes. */
export function parseCsv(text: string): Record<string, string>[] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || record.length > 0) records.push([...record, field]);
  const [header, ...rows] = records.filter((row) => row.length > 1 || row[0] !== '');
  if (!header) return [];
  return rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? ''])));
}

function column(row: Record<string, string>, name: string): string {
  const value = row[name];
  if (value === undefined) throw new Error(`Census table has no column ${name}`);
  return value;
}

export function readCensusTables(folder: string): {
  counties: CensusCounty[];
  cbsas: CensusCbsa[];
} {
  const counties = parseCsv(readFileSync(join(folder, 'counties-2023.csv'), 'utf8')).map((row) => ({
    fips: column(row, 'GEOID'),
    state: column(row, 'State'),
    cbsa: column(row, 'CBSA'),
    population: Number(column(row, 'Population')),
    name: column(row, 'Name'),
    shortName: column(row, 'Short Name'),
  }));
  const cbsas = parseCsv(readFileSync(join(folder, 'cbsas-2023.csv'), 'utf8')).map((row) => ({
    code: column(row, 'GEOID'),
    title: column(row, 'Name'),
  }));
  return {
    counties: counties.sort((a, b) => a.fips.localeCompare(b.fips)),
    cbsas: cbsas.sort((a, b) => a.code.localeCompare(b.code)),
  };
}
