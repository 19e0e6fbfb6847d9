// Environment: server (and the build) The embedded database's first start from a template
// (docs/performance.md#start-up): `npm run build` writes, as tarballs in dist/pglite-template, an
// empty database folder with every migration applied and, for the default seed, a folder seeded
// that day with its insights refreshed. A first start on an empty folder unpacks one (PGlite's
// loadDataDir) instead of running initdb and the migrations (about 8 s of CPU on 2 cores against
// 3 s) and, from the seeded one, the seed and the refresh too (most of a minute). Each name holds a
// hash of what made it: the PGlite version and the migrations' text, and for the seeded one the
// seed's sources, the installed packages and the day it was seeded (the seed lays its payments out
// backwards from that day). After an upgrade, a new or edited migration, a change to the seed or
// on a later day, a stale template is simply not found, and the folder is created, migrated and
// seeded as before.
import { createHash, type Hash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { readMigrations } from './migrate.js';
import { sourceImportClosure } from './sourceImports.js';
import type { SeedScale } from './seed/seedScale.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
export const pgliteTemplateDirectory = `${root}dist/pglite-template`;

/** The only seed scale with a template: the one `npm start` and the build use. */
export const SEEDED_TEMPLATE_SCALE: SeedScale = 'default';

let pgliteAndMigrationsHash: Promise<Hash> | undefined;

/**
 * A hash of the PGlite version and the migrations, to go on from. Read once per process: a first
 * start names both templates from it, and the build both templates too.
 */
async function hashOfPgliteAndMigrations(): Promise<Hash> {
  pgliteAndMigrationsHash ??= hashPgliteAndMigrations().catch((error: unknown) => {
    pgliteAndMigrationsHash = undefined;
    throw error;
  });
  return (await pgliteAndMigrationsHash).copy();
}

async function hashPgliteAndMigrations(): Promise<Hash> {
  const pglite = JSON.parse(await readFile(`${root}node_modules/@electric-sql/pglite/package.json`, 'utf8')) as {
    version: string;
  };
  const hash = createHash('sha256').update(`pglite ${pglite.version}\n`);
  for (const migration of await readMigrations()) {
    hash.update(`${migration.version}\n${migration.sql}\n`);
  }
  return hash;
}

/** The template's file for this PGlite and these migrations. */
export async function pgliteTemplateFile(): Promise<string> {
  const hash = await hashOfPgliteAndMigrations();
  return `${pgliteTemplateDirectory}/${hash.digest('hex').slice(0, 16)}.tar.gz`;
}

/** The seed's sources with all they import (tests aside), and the installed packages. */
async function seedInputs(): Promise<string[]> {
  const seedFolder = `${root}server/db/seed`;
  const seedModules = (await readdir(seedFolder, { recursive: true }))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => `${seedFolder}/${name}`);
  return [...(await sourceImportClosure(seedModules)), `${root}package-lock.json`];
}

/** The seeded template's file for this PGlite, these migrations, this seed and `now`'s day. */
export async function seededPgliteTemplateFile(now: Date): Promise<string> {
  const hash = await hashOfPgliteAndMigrations();
  for (const file of await seedInputs()) {
    hash.update(`${file.slice(root.length)}\n`).update(await readFile(file));
  }
  const day = now.toISOString().slice(0, 10);
  return `${pgliteTemplateDirectory}/${hash.digest('hex').slice(0, 16)}-seeded-${SEEDED_TEMPLATE_SCALE}-${day}.tar.gz`;
}

/**
 * The template to unpack into `dataDir` when that folder holds no database yet: the seeded one
 * when the folder is to get that seed and the build seeded one today, else the migrated one.
 */
export async function pgliteTemplateFor(
  dataDir: string,
  seedScale?: SeedScale,
  now = new Date(),
): Promise<string | undefined> {
  if (existsSync(`${dataDir}/PG_VERSION`)) return undefined;
  if (seedScale === SEEDED_TEMPLATE_SCALE) {
    const seeded = await seededPgliteTemplateFile(now);
    if (existsSync(seeded)) return seeded;
  }
  const file = await pgliteTemplateFile();
  return existsSync(file) ? file : undefined;
}
