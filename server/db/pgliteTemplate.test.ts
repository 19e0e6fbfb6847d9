import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  pgliteTemplateDirectory,
  pgliteTemplateFile,
  pgliteTemplateFor,
  seededPgliteTemplateFile,
} from './pgliteTemplate.js';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('pgliteTemplate', () => {
  it('names the template by PGlite and the migrations, in dist/pglite-template', async () => {
    const file = await pgliteTemplateFile();
    expect(path.dirname(file)).toBe(pgliteTemplateDirectory);
    expect(path.basename(file)).toMatch(/^[0-9a-f]{16}\.tar\.gz$/);
    expect(await pgliteTemplateFile()).toBe(file);
  });

  it('is never used for a folder that already holds a database', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'pglite-template-'));
    folders.push(folder);
    writeFileSync(path.join(folder, 'PG_VERSION'), '17\n');
    expect(await pgliteTemplateFor(folder)).toBeUndefined();
  });

  it('names the seeded template by the same, the seed and the day it was seeded', async () => {
    const monday = new Date('2026-11-30T23:59:00.000Z');
    const file = await seededPgliteTemplateFile(monday);
    expect(path.dirname(file)).toBe(pgliteTemplateDirectory);
    expect(path.basename(file)).toMatch(/^[0-9a-f]{16}-seeded-default-2026-11-30\.tar\.gz$/);
    expect(path.basename(file).slice(0, 16)).not.toBe(path.basename(await pgliteTemplateFile()).slice(0, 16));
    expect(await seededPgliteTemplateFile(new Date('2026-12-01T00:00:00.000Z'))).not.toBe(file);
  });

  it('never offers the seeded template to a folder that is to get another seed', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'pglite-template-'));
    folders.push(folder);
    const seeded = await seededPgliteTemplateFile(new Date());
    for (const scale of [undefined, 'small', 'large'] as const) {
      expect(await pgliteTemplateFor(folder, scale)).not.toBe(seeded);
    }
  });
});
