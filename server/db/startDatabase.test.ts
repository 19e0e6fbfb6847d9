import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startDatabase } from './startDatabase.js';

describe('starting the embedded database', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'doxo-start-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const settings = { databaseUrl: undefined, dataDirectory: folder, seedScale: 'small' as const };

  it('seeds an empty folder on the first start and only opens it on the next', async () => {
    const firstLines: string[] = [];
    const first = await startDatabase(settings, (line) => firstLines.push(line));
    // The seed's memory went with PGlite's first worker; the folder stayed locked throughout.
    const lock: unknown = JSON.parse(readFileSync(path.join(folder, 'lock'), 'utf8'));
    expect(lock).toMatchObject({ pid: process.pid });
    const groups = await first.db
      .selectFrom('service_type_groups')
      .select('id')
      .execute()
      .finally(() => first.close());
    expect(groups.length).toBeGreaterThan(0);
    expect(firstLines.some((line) => line.startsWith('Database: seeded (small)'))).toBe(true);

    const nextLines: string[] = [];
    const next = await startDatabase(settings, (line) => nextLines.push(line));
    await next.close();
    expect(nextLines.filter((line) => line.includes('seeded'))).toEqual([]);
  }, 120_000);
});
