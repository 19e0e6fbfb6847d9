// Last part of the server's build (scripts/build-server.ts; docs/performance.md#start-up): writes
// the embedded database's templates to dist/pglite-template, so a first start on an empty folder
// unpacks one instead of running initdb, the migrations and, for the default seed, the seed and
// the insights refresh (server/db/pgliteTemplate.ts): an empty database with every migration
// applied, and one seeded as a first start would seed it. Other templates (other PGlite versions,
// migrations, seed code, or an earlier day) are removed.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { promisify } from 'node:util';
import { constants as zlibConstants, gzip } from 'node:zlib';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { readServerConfig } from '../server/config.js';
import { databaseSettingsFromConfig } from '../server/db/databaseLocation.js';
import { readMigrations } from '../server/db/migrate.js';
import { applyPgliteMigrations } from '../server/db/openDatabase.js';
import {
  pgliteTemplateDirectory,
  pgliteTemplateFile,
  SEEDED_TEMPLATE_SCALE,
  seededPgliteTemplateFile,
} from '../server/db/pgliteTemplate.js';
import { startDatabase } from '../server/db/startDatabase.js';

const gzipAsync = promisify(gzip);

/** Writes PGlite's data folder, as a gzipped tarball, to `file`, whole or not at all. */
async function writeDump(db: PGlite, file: string) {
  // Gzipped here at the fastest level, not by PGlite (zlib's default level): measured on a seeded
  // folder of 411 MB, 5.3 s instead of 14.3 s of the build, for a tarball of 97 MB instead of 87.
  const tarball = await gzipAsync(Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer()), {
    level: zlibConstants.Z_BEST_SPEED,
  });
  // Written whole, then renamed: a build stopped halfway leaves no template to unpack.
  await writeFile(`${file}.partial`, tarball);
  await rename(`${file}.partial`, file);
}

/** Removes every template but `keep`. */
async function removeTemplatesBut(keep: readonly string[]) {
  await mkdir(pgliteTemplateDirectory, { recursive: true });
  for (const name of await readdir(pgliteTemplateDirectory)) {
    const file = `${pgliteTemplateDirectory}/${name}`;
    if (!keep.includes(file)) await rm(file);
  }
}

const shortName = (file: string) => file.replace(/.*\/dist\//, 'dist/');

export async function writePgliteTemplates(): Promise<void> {
  const migrated = await pgliteTemplateFile();
  const seeded = await seededPgliteTemplateFile(new Date());
  await removeTemplatesBut([migrated, seeded]);
  await writePgliteTemplate(migrated);
  await writeSeededPgliteTemplate(seeded);
}

async function writePgliteTemplate(file: string): Promise<void> {
  // Named by all that made it: one already there is this very database.
  if (existsSync(file)) {
    console.log(`Embedded database template ${shortName(file)} is up to date`);
    return;
  }
  const started = performance.now();
  const db = await PGlite.create('memory://', { extensions: { pg_trgm } });
  try {
    await applyPgliteMigrations(
      {
        exec: async (sql) => {
          await db.exec(sql);
        },
        query: (sql, parameters) => db.query(sql, parameters ? [...parameters] : undefined),
        transaction: async (statements) => {
          await db.transaction(async (transaction) => {
            for (const statement of statements) {
              if (statement.parameters) await transaction.query(statement.sql, statement.parameters);
              else await transaction.exec(statement.sql);
            }
          });
        },
      } as Parameters<typeof applyPgliteMigrations>[0],
      await readMigrations(),
    );
    await writeDump(db, file);
  } finally {
    await db.close();
  }
  console.log(
    `Embedded database template written to ${shortName(file)} in ` + `${Math.round(performance.now() - started)} ms`,
  );
}

/**
 * The seeded template, when the build's database is the embedded one with the default seed and
 * there is none of today's for this code yet: seeded by the server's own start-up code
 * (startDatabase, from the migrated template) in a folder of its own, then dumped. The prerender
 * that follows, and every first start of the day, unpack it instead of seeding.
 */
async function writeSeededPgliteTemplate(file: string): Promise<void> {
  const settings = databaseSettingsFromConfig(readServerConfig({ ...process.env, NODE_ENV: 'production' }));
  if (settings.databaseUrl || settings.seedScale !== SEEDED_TEMPLATE_SCALE) return;
  if (existsSync(file)) {
    console.log(`Seeded embedded database template ${shortName(file)} is up to date`);
    return;
  }
  const started = performance.now();
  const folder = await mkdtemp(path.join(tmpdir(), 'pglite-seeded-template-'));
  try {
    const database = await startDatabase({ ...settings, dataDirectory: folder }, (line) => console.log(line));
    await database.close();
    const db = await PGlite.create(path.join(folder, 'pglite'), { extensions: { pg_trgm } });
    try {
      await writeDump(db, file);
    } finally {
      await db.close();
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  console.log(
    `Seeded embedded database template written to ${shortName(file)} in ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
