import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sourceImportClosure } from './sourceImports.js';

let folder = '';
afterEach(() => rmSync(folder, { recursive: true, force: true }));

function write(files: Record<string, string>) {
  folder = mkdtempSync(path.join(tmpdir(), 'source-imports-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    writeFileSync(path.join(folder, name), text);
  }
}

describe('sourceImportClosure', () => {
  it('follows relative imports through and leaves packages and type-only imports out', async () => {
    write({
      'a/entry.ts': [
        "import { sql } from 'kysely';",
        "import type { Schema } from './schema.js';",
        "import { b } from '../b/b.js';",
        "export { c } from './c';",
        "const lazy = () => import('./lazy.js');",
      ].join('\n'),
      'a/schema.ts': 'export type Schema = {};',
      'a/c.ts': 'export const c = 1;',
      'a/lazy.ts': 'export const lazy = 1;',
      'b/b.ts': "import { View } from './view.js';\nexport const b = View;",
      'b/view.tsx': "import { b } from './b.js';\nexport const View = () => b;",
    });
    const files = await sourceImportClosure([path.join(folder, 'a/entry.ts')]);
    expect(files.map((file) => path.relative(folder, file))).toEqual([
      'a/c.ts',
      'a/entry.ts',
      'a/lazy.ts',
      'b/b.ts',
      'b/view.tsx',
    ]);
  });
});
