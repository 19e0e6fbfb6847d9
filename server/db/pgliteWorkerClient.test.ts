import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteDialect } from './pgliteDialect.js';
import { PgliteWorker } from './pgliteWorkerClient.js';

// Every kind of value the product reads, as PGlite on the main thread read it before the worker:
// dates as text and numerics as numbers (openDatabase.ts), the rest as PGlite parses them.
const EVERY_TYPE = `SELECT
  DATE '2026-03-01' AS day,
  TIMESTAMPTZ '2026-03-01 12:30:00+00' AS at,
  12.34::numeric AS amount,
  9007199254740993::bigint AS big,
  42::integer AS count,
  true AS yes,
  NULL::text AS nothing,
  '{"a": [1, "b"]}'::jsonb AS document,
  ARRAY['x', 'y'] AS labels,
  ARRAY[1, 2]::integer[] AS numbers,
  '\\x0102'::bytea AS bytes`;

describe('PGlite in its worker thread', () => {
  let worker: PgliteWorker;
  let db: Kysely<unknown>;

  // Opening PGlite takes tens of seconds on a busy machine: one worker serves every test.
  beforeAll(async () => {
    worker = await PgliteWorker.start({
      dataDir: 'memory://',
      numberTypes: [1700],
      textTypes: [1082],
      sharedBuffersMb: 16,
    });
    db = new Kysely({ dialect: new PgliteDialect(worker) });
  }, 180_000);

  afterAll(() => worker.close());

  it('hands back rows with the types PGlite gives on the main thread', async () => {
    const inProcess = await PGlite.create('memory://', {
      parsers: { 1700: (value: string) => Number(value), 1082: (value: string) => value },
    });
    const expected = (await inProcess.query(EVERY_TYPE, [])).rows;
    await inProcess.close();
    const { rows } = await worker.query(EVERY_TYPE, []);
    expect(rows).toEqual(expected);
    expect(rows[0]).toMatchObject({ day: '2026-03-01', amount: 12.34, yes: true });
    const throughKysely = await sql.raw(EVERY_TYPE).execute(db);
    expect(throughKysely.rows).toEqual(expected);
  }, 180_000);

  it('runs PostgreSQL with the shared buffers it is given (PGLITE_SHARED_BUFFERS_MB)', async () => {
    const { rows } = await worker.query('SHOW shared_buffers', []);
    expect(rows).toEqual([{ shared_buffers: '16MB' }]);
  });

  it("passes PostgreSQL's error fields on", async () => {
    await worker.exec('CREATE TABLE unique_names (name text PRIMARY KEY)');
    await worker.query('INSERT INTO unique_names VALUES ($1)', ['a']);
    await expect(worker.query('INSERT INTO unique_names VALUES ($1)', ['a'])).rejects.toMatchObject({
      message: expect.stringMatching(/duplicate key/),
      code: '23505',
      constraint: 'unique_names_pkey',
    });
  });

  it('rolls a failed transaction back whole', async () => {
    await worker.exec('CREATE TABLE steps (n integer)');
    await expect(
      worker.transaction([
        { sql: 'INSERT INTO steps VALUES (1)' },
        { sql: 'INSERT INTO steps VALUES ($1)', parameters: ['not a number'] },
      ]),
    ).rejects.toThrow(/invalid input syntax/);
    expect((await worker.query('SELECT count(*)::int AS n FROM steps', [])).rows).toEqual([{ n: 0 }]);
  });

  it("keeps statements sent during another's transaction out of it", async () => {
    await worker.exec('CREATE TABLE visits (who text)');
    let inside: () => void = () => {};
    const insideReached = new Promise<void>((resolve) => {
      inside = resolve;
    });
    let finish: () => void = () => {};
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const rolledBack = db
      .transaction()
      .execute(async (transaction) => {
        await sql`INSERT INTO visits VALUES ('transaction')`.execute(transaction);
        inside();
        await finished;
        throw new Error('changed my mind');
      })
      .catch((error: unknown) => error);
    await insideReached;
    // Sent while the transaction is open: it must neither see its row nor be rolled back with it.
    const outside = sql`INSERT INTO visits VALUES ('outside')`.execute(db);
    const seen = sql<{ who: string }>`SELECT who FROM visits`.execute(db);
    finish();
    expect(await rolledBack).toEqual(new Error('changed my mind'));
    await outside;
    expect((await seen).rows).toEqual([{ who: 'outside' }]);
  });

  it('keeps the main thread free while a slow query runs', async () => {
    const order: string[] = [];
    const slow = sql`SELECT count(*) FROM generate_series(1, 3000000)`.execute(db).then(() => order.push('query'));
    // On the main thread, PGlite would compute the whole count before this timer could fire.
    setTimeout(() => order.push('timer'), 0);
    await slow;
    expect(order).toEqual(['timer', 'query']);
  }, 60_000);

  // Last: it closes the shared worker.
  it('refuses statements once closed, with a clear message', async () => {
    await db.destroy();
    expect(worker.closed).toBe(true);
    await expect(worker.query('SELECT 1', [])).rejects.toThrow(/embedded database is closed/);
  });
});
