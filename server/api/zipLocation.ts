// Environment: server
// A ZIP code's place (docs/product.md#sign-up): the location hierarchy the insights open on and
// the bills' county column use. From the ZIP data the project carries (the locations table);
// military mail (APO/FPO) is its armed-forces region, a state with nothing below it.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/databaseSchema.js';
import { stateForZip } from '../../src/location/stateAbbreviations.js';

/** The hierarchy of `zipCode`, or undefined when the data does not know it. */
export async function hierarchyForZip(
  db: Kysely<Database> | Transaction<Database>,
  zipCode: string,
): Promise<string | undefined> {
  const region = stateForZip(zipCode);
  if (region?.kind === 'armed-forces') return `/usa/${region.code.toLowerCase()}`;
  // lower(name) matches the (type, lower(name)) index location search uses.
  const row = await db
    .selectFrom('locations')
    .select('hierarchy')
    .where('type', '=', 'zipcode')
    .where(sql<string>`lower(name)`, '=', zipCode)
    .orderBy('population', 'desc')
    .executeTakeFirst();
  return row?.hierarchy;
}
