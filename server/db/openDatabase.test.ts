import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDirectory } from './dataDirectoryLock.js';
import { migrate } from './migrate.js';
import { openDatabase } from './openDatabase.js';

const folders: string[] = [];
function temporaryFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'doxo-db-'));
  folders.push(folder);
  return folder;
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('the PGlite data folder', () => {
  it('refuses a folder held by another live process, with a clear message', () => {
    const folder = temporaryFolder();
    // The parent of this test process is alive and is not us: it stands for a running server.
    writeFileSync(path.join(folder, 'lock'), String(process.ppid));
    expect(() => lockDataDirectory(folder)).toThrow(/in use by another process \(pid \d+\)/);
  });

  it('takes over a lock left by a process that is gone, and releases it', () => {
    const folder = temporaryFolder();
    writeFileSync(path.join(folder, 'lock'), '2147483646');
    const lock = lockDataDirectory(folder);
    expect(readFileSync(path.join(folder, 'lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(() => readFileSync(path.join(folder, 'lock'))).toThrow();
  });

  it('keeps data across reopenings and applies each migration once', async () => {
    const folder = temporaryFolder();
    const first = await openDatabase({ kind: 'pglite', dataDirectory: folder });
    expect(await migrate(first)).toEqual([
      '0001_initial_schema',
      '0002_insight_aggregates',
      '0003_error_collector',
    ]);
    await first.db.insertInto('app_flags').values({ key: 'probe', value: 'kept' }).execute();
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDirectory: folder });
    expect(await migrate(second)).toEqual([]);
    const flag = await second.db
      .selectFrom('app_flags')
      .select('value')
      .where('key', '=', 'probe')
      .executeTakeFirst();
    expect(flag?.value).toBe('kept');
    await second.close();
  });
});
