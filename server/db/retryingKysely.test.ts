import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './databaseUnavailable.js';
import { openDatabase, type DatabaseHandle } from './openDatabase.js';

const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

// What a PostgreSQL restart does to a connection in the middle of a query, done to this test's own
// connections only (pg_terminate_backend): the shared server is never restarted by unit tests.
describe.skipIf(!testDatabaseUrl)('work that lost its PostgreSQL connection', () => {
  const application = `doxo_retry_${randomBytes(4).toString('hex')}`;
  const schema = `retry_test_${randomBytes(4).toString('hex')}`;
  const events = { lost: [] as unknown[], recovered: [] as number[] };
  let admin: pg.Client;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.query(`CREATE TABLE ${schema}.marks (label text NOT NULL)`);
    const url = new URL(testDatabaseUrl ?? '');
    url.searchParams.set('application_name', application);
    handle = await openDatabase(
      { kind: 'postgres', url: url.toString(), schema, maxConnections: 2 },
      {
        onLost: (error) => events.lost.push(error),
        onRecovered: (downMs) => events.recovered.push(downMs),
      },
    );
  });

  afterAll(async () => {
    await handle.close();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  });

  /** Ends the connection running a statement that matches `text`, once one does. */
  async function terminateWhenRunning(text: string): Promise<void> {
    for (let tries = 0; tries < 200; tries += 1) {
      const { rows } = await admin.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity
         WHERE application_name = $1 AND state <> 'idle' AND query LIKE $2`,
        [application, `%${text}%`],
      );
      if (rows[0]) {
        await admin.query('SELECT pg_terminate_backend($1)', [rows[0].pid]);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`no statement like ${text} ran`);
  }

  async function marks(): Promise<string[]> {
    const { rows } = await admin.query<{ label: string }>(`SELECT label FROM ${schema}.marks ORDER BY label`);
    return rows.map(({ label }) => label);
  }

  it('answers a read whose connection was cut, on a fresh one, and logs one outage', async () => {
    const read = sql<{ answer: number }>`SELECT 42 AS answer, pg_sleep(0.5) AS read_marker`.execute(handle.db);
    await terminateWhenRunning('read_marker');
    expect((await read).rows[0]?.answer).toBe(42);
    expect(events.lost.length).toBeGreaterThanOrEqual(1);
    expect(events.recovered.length).toBe(events.lost.length);
  });

  it('does not send a write again when it may have been applied', async () => {
    // Its failure is taken at once: it may come before the termination is confirmed.
    const write = sql`INSERT INTO marks (label)
      SELECT 'single' FROM pg_sleep(0.5) AS write_marker`
      .execute(handle.db)
      .catch((error: unknown) => error);
    await terminateWhenRunning('write_marker');
    const failure = await write;
    expect(isDatabaseUnavailable(failure)).toBe(true);
    // Sent once: cut before it committed, and never again (a retry would have added the row).
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await marks()).toEqual([]);
  });

  it('runs a transaction again from BEGIN when it lost its connection before COMMIT', async () => {
    let runs = 0;
    const outcome = await handle.db.transaction().execute(async (transaction) => {
      runs += 1;
      await sql`INSERT INTO marks (label) VALUES (${`transaction-${runs}`})`.execute(transaction);
      if (runs === 1) {
        const cut = terminateWhenRunning('transaction_marker');
        await Promise.all([sql`SELECT pg_sleep(0.5) AS transaction_marker`.execute(transaction), cut]);
      }
      return runs;
    });
    expect(outcome).toBe(2);
    // The first run was rolled back with its connection; the second committed once.
    expect(await marks()).toEqual(['transaction-2']);
  });
});
