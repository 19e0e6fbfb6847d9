import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  pgliteTemplateDirectory,
  pgliteTemplateFile,
  pgliteTemplateFor,
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
});
