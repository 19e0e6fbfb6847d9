import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultApiSettings } from '../../server/api/apiDependencies.js';
import {
  createTestDatabasePlace,
  startTestApi,
  type TestApi,
  type TestDatabasePlace,
} from '../../server/api/testing/startTestApi.js';
import { createManualClock } from '../../server/clock.js';
import { migrate } from '../../server/db/migrate.js';
import { openDatabase, type DatabaseHandle } from '../../server/db/openDatabase.js';
import { startThrowawayPostgres, throwawayPostgresUnavailable, type ThrowawayPostgres } from './throwawayPostgres.js';

const PROJECT_KEY = defaultApiSettings.errorCollector.projectKey;
const MINUTES = 20;
/** Notices keep three quarters of it: 3 MiB. */
const MAX_BYTES = 4 * 1024 * 1024;
const BYTES_PER_MINUTE = 2 * 1024 * 1024;
/** Random hex: what compression cannot shrink, as a flooder would send. */
const NOTICE_FILLER_BYTES = 60_000;

/** PostgreSQL's write-ahead log segments (16 MB each) in a PGlite folder. */
async function walSegments(folder: string): Promise<number> {
  const names = await readdir(path.join(folder, 'pglite', 'pg_wal'));
  return names.filter((name) => /^[0-9A-F]{24}$/.test(name)).length;
}

const unavailable = throwawayPostgresUnavailable();
if (unavailable) console.warn(`SKIPPED: the PostgreSQL flood needs a server of its own: ${unavailable}.`);
const engines = unavailable ? (['pglite'] as const) : (['pglite', 'postgres'] as const);

/**
 * PGlite in a folder of its own; PostgreSQL on a server of the test's own: on a shared server,
 * other sessions' open transactions keep VACUUM from reclaiming rows, which is a fact of that
 * server, not of the collector.
 */
async function placeFor(engine: 'pglite' | 'postgres'): Promise<TestDatabasePlace & { server?: ThrowawayPostgres }> {
  if (engine === 'pglite') return createTestDatabasePlace('pglite');
  const server = await startThrowawayPostgres();
  return {
    location: { kind: 'postgres', url: server.url },
    dispose: () => Promise.resolve(server.remove()),
    server,
  };
}

// A flood from rotating addresses (each post from an address never seen before, so the limit per
// address never bites) for MINUTES minutes of the collector's clock.
describe.each(engines)('the error collector flooded on %s', (engine) => {
  const clock = createManualClock('2026-03-02T10:00:00Z');
  let place: TestDatabasePlace;
  let handle: DatabaseHandle;
  let api: TestApi;
  const acceptedPerMinute: number[] = [];
  const tableBytesPerMinute: number[] = [];
  /** PGlite only: segments in its write-ahead log's folder, each minute. */
  const walSegmentsPerMinute: number[] = [];
  let walWritten = 0;

  async function collectorTablesBytes(): Promise<number> {
    const { rows } = await sql<{ bytes: number }>`
      SELECT (pg_total_relation_size('error_notices') + pg_total_relation_size('error_stats'))::bigint
        AS bytes`.execute(handle.db);
    return Number(rows[0]?.bytes);
  }

  beforeAll(async () => {
    place = await placeFor(engine);
    handle = await openDatabase(place.location, { onLost: () => {}, onRecovered: () => {} });
    await migrate(handle);
    api = await startTestApi(
      { handle, close: () => Promise.resolve() },
      {
        errorCollector: {
          ...defaultApiSettings.errorCollector,
          maxBytes: MAX_BYTES,
          bytesPerMinutePerProject: BYTES_PER_MINUTE,
          requestsPerMinutePerProject: 100_000,
        },
      },
      clock,
    );
    const walAt = async () => {
      const { rows } = await sql<{ lsn: string }>`SELECT pg_current_wal_lsn()::text AS lsn`.execute(handle.db);
      return rows[0]?.lsn ?? '0/0';
    };
    const walStart = await walAt();
    let address = 0;
    for (let minute = 0; minute < MINUTES; minute += 1) {
      let accepted = 0;
      for (;;) {
        address += 1;
        const body = JSON.stringify({
          errors: [{ type: 'Error', message: `flood ${address}`, backtrace: [] }],
          context: { severity: 'error' },
          params: { filler: randomBytes(NOTICE_FILLER_BYTES / 2).toString('hex') },
        });
        const response = await fetch(`${api.baseUrl}/v3/projects/1/notices?key=${PROJECT_KEY}`, {
          method: 'POST',
          headers: {
            'content-type': 'text/plain',
            'x-forwarded-for': `198.18.${Math.floor(address / 250)}.${(address % 250) + 1}`,
          },
          body,
        });
        await response.arrayBuffer();
        if (response.status === 429) {
          expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
          break;
        }
        expect(response.status).toBe(201);
        accepted += Buffer.byteLength(body);
      }
      acceptedPerMinute.push(accepted);
      tableBytesPerMinute.push(await collectorTablesBytes());
      if (place.location.kind === 'pglite') {
        walSegmentsPerMinute.push(await walSegments(place.location.dataDirectory));
      }
      clock.advance(61_000);
    }
    const { rows } = await sql<{ bytes: number }>`
      SELECT pg_wal_lsn_diff(${await walAt()}::pg_lsn, ${walStart}::pg_lsn)::float8 AS bytes`.execute(handle.db);
    walWritten = Number(rows[0]?.bytes);
  }, 300_000);

  afterAll(async () => {
    await api?.close();
    await handle?.close();
    await place?.dispose();
  });

  it('takes no more bytes a minute than the budget, whatever the addresses', () => {
    for (const accepted of acceptedPerMinute) {
      expect(accepted).toBeLessThanOrEqual(BYTES_PER_MINUTE);
      // The budget is the limit, not something stricter: most of it was taken each minute.
      expect(accepted).toBeGreaterThan(BYTES_PER_MINUTE - 2 * NOTICE_FILLER_BYTES);
    }
  });

  it('keeps the stored notices within their share of the total', async () => {
    const usage = await handle.db
      .selectFrom('error_notices')
      .select((eb) => eb.fn.sum<number>('size_bytes').as('bytes'))
      .executeTakeFirstOrThrow();
    expect(Number(usage.bytes)).toBeLessThanOrEqual(MAX_BYTES * 0.75);
  });

  it('keeps the tables on disk bounded: deleted rows’ space is reused', () => {
    const accepted = acceptedPerMinute.reduce((sum, bytes) => sum + bytes, 0);
    // 10 MB came in; the tables hold the bound plus what arrives between two vacuums.
    expect(accepted).toBeGreaterThan(4 * MAX_BYTES);
    const bound = MAX_BYTES * 0.75 + 3 * BYTES_PER_MINUTE + 1024 * 1024;
    expect(Math.max(...tableBytesPerMinute)).toBeLessThanOrEqual(bound);
    // And it stopped growing: the last minutes are no larger than the middle ones.
    const middle = tableBytesPerMinute[Math.floor(MINUTES / 2)] ?? 0;
    expect(tableBytesPerMinute.at(-1)).toBeLessThanOrEqual(middle + BYTES_PER_MINUTE);
  });

  it.skipIf(engine !== 'pglite')('keeps the embedded database’s write-ahead log trimmed', () => {
    const segment = 16 * 1024 * 1024;
    // More log was written than the folder ever held: checkpoints let the old segments go.
    expect(walWritten).toBeGreaterThan(2 * segment);
    expect(Math.max(...walSegmentsPerMinute)).toBeLessThanOrEqual(3);
  });
});
