import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { currentHolder, lockDataDirectory, processStartTicks } from './dataDirectoryLock.js';
import { migrate } from './migrate.js';
import { openDatabase } from './openDatabase.js';
import { pgliteTemplateFile } from './pgliteTemplate.js';

const folders: string[] = [];
function temporaryFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'doxo-db-'));
  folders.push(folder);
  return folder;
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

type OpenedDatabase = Awaited<ReturnType<typeof openDatabase>>;

/**
 * The two reopening tests write one flag, then check that a later open of the folder still reads
 * it: these write it and read it back.
 */
async function writeProbe(database: OpenedDatabase): Promise<void> {
  await database.db.insertInto('app_flags').values({ key: 'probe', value: 'kept' }).execute();
}

async function readProbe(database: OpenedDatabase): Promise<string | undefined> {
  const flag = await database.db.selectFrom('app_flags').select('value').where('key', '=', 'probe').executeTakeFirst();
  return flag?.value;
}

describe('the PGlite data folder', () => {
  it('refuses a folder held by another live process, with a clear message', () => {
    const folder = temporaryFolder();
    // The parent of this test process is alive and is not us: it stands for a running server.
    writeFileSync(path.join(folder, 'lock'), String(process.ppid));
    expect(() => lockDataDirectory(folder)).toThrow(/in use by another process \(pid \d+ on /);
  });

  it('refuses a folder whose lock names a live process by its pid and start time', () => {
    const folder = temporaryFolder();
    const parent = {
      ...currentHolder(),
      pid: process.ppid,
      startTicks: processStartTicks(process.ppid),
    };
    writeFileSync(path.join(folder, 'lock'), JSON.stringify(parent));
    expect(() => lockDataDirectory(folder)).toThrow(new RegExp(`in use by another process \\(pid ${process.ppid} on `));
  });

  it('takes over a lock left by a process that is gone, and releases it', () => {
    const folder = temporaryFolder();
    writeFileSync(path.join(folder, 'lock'), '2147483646');
    const lock = lockDataDirectory(folder);
    expect(JSON.parse(readFileSync(path.join(folder, 'lock'), 'utf8'))).toEqual(currentHolder());
    lock.release();
    expect(() => readFileSync(path.join(folder, 'lock'))).toThrow();
  });

  // After an out-of-memory kill in a container the restarted server often gets the dead one's
  // pid, or that pid now belongs to some other process: the lock must not block the start.
  it.each([
    ['another live process', () => process.ppid],
    ['this very process', () => process.pid],
  ])('takes over a stale lock whose pid was reused by %s', (_who, reusedPid) => {
    const folder = temporaryFolder();
    const dead = { ...currentHolder(), pid: reusedPid(), startTicks: '1' };
    writeFileSync(path.join(folder, 'lock'), JSON.stringify(dead));
    const lock = lockDataDirectory(folder);
    expect(JSON.parse(readFileSync(path.join(folder, 'lock'), 'utf8'))).toEqual(currentHolder());
    lock.release();
  });

  it('takes over an old-style lock whose pid belongs to a process started after it', () => {
    const folder = temporaryFolder();
    const lockPath = path.join(folder, 'lock');
    // Written in 2001 by a process long gone; the pid now belongs to our parent.
    writeFileSync(lockPath, String(process.ppid));
    utimesSync(lockPath, 1_000_000_000, 1_000_000_000);
    lockDataDirectory(folder).release();
  });

  it('respects a lock taken on another host while its holder keeps it fresh', () => {
    const folder = temporaryFolder();
    const lockPath = path.join(folder, 'lock');
    const elsewhere = { pid: process.pid, startTicks: '1', bootId: 'other', host: 'other-host' };
    writeFileSync(lockPath, JSON.stringify(elsewhere));
    expect(() => lockDataDirectory(folder)).toThrow(/pid \d+ on other-host/);
    // A holder that stopped touching the file a minute ago is gone.
    const aMinuteAgo = Date.now() / 1000 - 60;
    utimesSync(lockPath, aMinuteAgo, aMinuteAgo);
    lockDataDirectory(folder).release();
  });

  it('keeps data across reopenings and applies each migration once', async () => {
    const folder = temporaryFolder();
    // A build's template (pgliteTemplate.ts) starts a fresh folder with every migration applied.
    const fromTemplate = existsSync(await pgliteTemplateFile());
    const first = await openDatabase({ kind: 'pglite', dataDirectory: folder });
    // Every migration file, in name order, on a fresh folder.
    const files = readdirSync(path.join(import.meta.dirname, 'migrations'))
      .filter((file) => /^\d{4}_.+\.sql$/.test(file))
      .sort()
      .map((file) => file.replace(/\.sql$/, ''));
    expect(files).toContain('0001_initial_schema');
    expect(await migrate(first)).toEqual(fromTemplate ? [] : files);
    const recorded = await sql<{
      version: string;
    }>`SELECT version FROM schema_migrations ORDER BY version`.execute(first.db);
    expect(recorded.rows.map((row) => row.version)).toEqual(files);
    await writeProbe(first);
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDirectory: folder });
    expect(await migrate(second)).toEqual([]);
    expect(await readProbe(second)).toBe('kept');
    await second.close();
    // Two opens of a data folder and every migration on a fresh one: slower than one test's
    // usual budget when CI's two cores are busy with the other test files.
  }, 120_000);

  it('reopens a folder in a new worker, keeping its data and its lock', async () => {
    const folder = temporaryFolder();
    const first = await openDatabase({ kind: 'pglite', dataDirectory: folder });
    await migrate(first);
    await writeProbe(first);
    const reopened = await first.reopenedInNewWorker?.();
    if (!reopened) throw new Error('A PGlite folder can be reopened in a new worker.');
    // The first worker is gone; the folder never stopped being ours.
    await expect(first.db.selectFrom('app_flags').select('value').execute()).rejects.toThrow();
    const lock: unknown = JSON.parse(readFileSync(path.join(folder, 'lock'), 'utf8'));
    expect(lock).toMatchObject({ pid: process.pid });
    expect(await readProbe(reopened)).toBe('kept');
    await reopened.close();
    expect(readdirSync(folder)).not.toContain('lock');
    // In memory there is nothing to reopen from.
    const inMemory = await openDatabase({ kind: 'pglite-memory' });
    expect(inMemory.reopenedInNewWorker).toBeUndefined();
    await inMemory.close();
  }, 120_000);
});

const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

describe.skipIf(!testDatabaseUrl)('the PostgreSQL pool', () => {
  it('hands a dropped idle connection to onLost instead of crashing', async () => {
    const url = testDatabaseUrl ?? '';
    const failures: unknown[] = [];
    const handle = await openDatabase(
      { kind: 'postgres', url, maxConnections: 1 },
      { onLost: (error) => failures.push(error) },
    );
    const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(handle.db);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    // What a PostgreSQL restart does to every idle connection of the pool.
    await admin.query('SELECT pg_terminate_backend($1)', [rows[0]?.pid]);
    await admin.end();
    await expect.poll(() => failures.length).toBe(1);
    expect(String(failures[0])).toMatch(/terminat/);
    // The pool replaced the connection: the next query works.
    const again = await sql<{ one: number }>`SELECT 1 AS one`.execute(handle.db);
    expect(again.rows).toEqual([{ one: 1 }]);
    await handle.close();
  });
});
