import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './databaseUnavailable.js';
import { migrate } from './migrate.js';
import { openDatabase, type DatabaseHandle } from './openDatabase.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function openInFolder(events: { lost: unknown[]; recovered: number[] }) {
  const folder = await mkdtemp(path.join(tmpdir(), 'doxo-restart-'));
  const handle = await openDatabase(
    { kind: 'pglite', dataDirectory: folder },
    {
      onLost: (error) => events.lost.push(error),
      onRecovered: (downMs) => events.recovered.push(downMs),
    },
  );
  cleanups.push(async () => {
    await handle.close();
    await rm(folder, { recursive: true, force: true });
  });
  await migrate(handle);
  return handle;
}

function thread(handle: DatabaseHandle) {
  if (!handle.pglite) throw new Error('not an embedded database');
  return handle.pglite;
}

describe("PGlite's thread dying", () => {
  it('fails queries as unavailable meanwhile, then answers again on the same data', async () => {
    const events = { lost: [] as unknown[], recovered: [] as number[] };
    const handle = await openInFolder(events);
    await sql`INSERT INTO app_flags (key, value) VALUES ('kept', 'yes')`.execute(handle.db);

    await thread(handle).crashThread();
    const during = await sql`SELECT 1`.execute(handle.db).catch((error: unknown) => error);
    expect(isDatabaseUnavailable(during)).toBe(true);
    expect(events.lost).toHaveLength(1);

    await expect.poll(() => thread(handle).restarts, { timeout: 30_000, interval: 100 }).toBe(1);
    const { rows } = await sql<{
      value: string;
    }>`SELECT value FROM app_flags WHERE key = 'kept'`.execute(handle.db);
    expect(rows).toEqual([{ value: 'yes' }]);
    expect(events.recovered).toHaveLength(1);
  }, 60_000);

  it('never lets a transaction begun on the dead thread go on on the new one', async () => {
    const events = { lost: [] as unknown[], recovered: [] as number[] };
    const handle = await openInFolder(events);
    let attempts = 0;
    const outcome = await handle.db
      .transaction()
      .execute(async (transaction) => {
        attempts += 1;
        await sql`INSERT INTO app_flags (key, value) VALUES ('half', ${String(attempts)})`.execute(transaction);
        if (attempts === 1) {
          await thread(handle).crashThread();
          // Wait for the new thread, so a statement sent now would reach it if it could.
          await expect.poll(() => thread(handle).restarts, { timeout: 30_000, interval: 100 }).toBe(1);
        }
        await sql`INSERT INTO app_flags (key, value) VALUES ('other-half', 'x')`.execute(transaction);
        return 'committed';
      })
      .catch((error: unknown) => error);
    // The first run lost its connection before COMMIT: it is run once more, from BEGIN, on the
    // new thread, and commits there; nothing of the first run was applied.
    expect(outcome).toBe('committed');
    expect(attempts).toBe(2);
    const { rows } = await sql<{ key: string; value: string }>`
      SELECT key, value FROM app_flags WHERE key IN ('half', 'other-half') ORDER BY key`.execute(handle.db);
    expect(rows).toEqual([
      { key: 'half', value: '2' },
      { key: 'other-half', value: 'x' },
    ]);
  }, 60_000);

  it('starts the schema again in memory, where the data went with the thread', async () => {
    const handle = await openDatabase({ kind: 'pglite-memory' }, { onLost: () => {} });
    cleanups.push(() => handle.close());
    await migrate(handle);
    await thread(handle).crashThread();
    await expect.poll(() => thread(handle).restarts, { timeout: 30_000, interval: 100 }).toBe(1);
    const { rows } = await sql<{ count: number }>`
      SELECT count(*)::int AS count FROM service_type_groups`.execute(handle.db);
    expect(rows).toEqual([{ count: 0 }]);
  }, 60_000);
});
