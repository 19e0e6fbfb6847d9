import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testEngines, useTestDatabase } from '../api/testing/useTestDatabase.js';

// Migrations 0030 and 0071: biller search's "start of any word" match is served by an index, not a
// scan of every biller (docs/performance.md#start-up). The small seed is tiny enough for a scan to
// be the cheaper plan, so scans are priced out to ask whether an index can serve the query at all.
describe.each(testEngines)('the biller name trigram index on %s', (engine) => {
  const database = useTestDatabase(engine);

  it('serves a match at the start of a word inside the name', async () => {
    const plan = await database.handle.db.transaction().execute(async (transaction) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(transaction);
      const { rows } = await sql<{ 'QUERY PLAN': string }>`
        EXPLAIN SELECT id FROM billers
        WHERE name_words LIKE '% wat%'`.execute(transaction);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('billers_name_words_trigrams');
    expect(plan).not.toContain('Seq Scan');
  });
});
