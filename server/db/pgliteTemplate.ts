// Environment: server (and the build) The embedded database's first start from a template
// (docs/performance.md#start-up): `npm run build` writes an empty database folder with every
// migration applied, as a tarball in dist/pglite-template; a first start on an empty folder
// unpacks it (PGlite's loadDataDir) instead of running initdb and the migrations, which took
// about 8 s of CPU on 2 cores against about 3 s. The tarball is named by a hash of the PGlite
// version and the migrations' text: after an upgrade or a new or edited migration, a stale
// template is simply not found, and the folder is created and migrated as before.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { readMigrations } from './migrate.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
export const pgliteTemplateDirectory = `${root}dist/pglite-template`;

/** The template's file for this PGlite and these migrations. */
export async function pgliteTemplateFile(): Promise<string> {
  const pglite = JSON.parse(
    await readFile(`${root}node_modules/@electric-sql/pglite/package.json`, 'utf8'),
  ) as { version: string };
  const hash = createHash('sha256').update(`pglite ${pglite.version}\n`);
  for (const migration of await readMigrations()) {
    hash.update(`${migration.version}\n${migration.sql}\n`);
  }
  return `${pgliteTemplateDirectory}/${hash.digest('hex').slice(0, 16)}.tar.gz`;
}

/** The template to unpack into `dataDir` when that folder holds no database yet. */
export async function pgliteTemplateFor(dataDir: string): Promise<string | undefined> {
  if (existsSync(`${dataDir}/PG_VERSION`)) return undefined;
  const file = await pgliteTemplateFile();
  return existsSync(file) ? file : undefined;
}
