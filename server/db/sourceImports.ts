// Environment: server (and the build) The TypeScript files a set of modules is made of: themselves
// and every relative module they import, followed through, type-only imports aside. What names the
// seeded template (pgliteTemplate.ts), so a change anywhere in the seed's code makes a new one.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const RELATIVE_IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?!type\s)[^'"]*?from\s+'(\.[^']+)'|import\('(\.[^']+)'\)/g;

/** `./x.js` from `file` → its source, `x.ts` or `x.tsx` (or the file as written). */
function sourceOf(file: string, specifier: string): string | undefined {
  const written = path.resolve(path.dirname(file), specifier);
  const stem = written.replace(/\.js$/, '');
  return [`${stem}.ts`, `${stem}.tsx`, written].find((candidate) => existsSync(candidate));
}

/** `entries` and every file they import relatively, sorted. */
export async function sourceImportClosure(entries: readonly string[]): Promise<string[]> {
  const seen = new Set<string>();
  const pending = [...entries];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const source = await readFile(file, 'utf8');
    for (const match of source.matchAll(RELATIVE_IMPORT)) {
      const imported = sourceOf(file, match[1] ?? match[2] ?? '');
      if (imported && !seen.has(imported)) pending.push(imported);
    }
  }
  return [...seen].sort();
}
