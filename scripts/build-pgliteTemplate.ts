// Last part of the server's build (scripts/build-server.ts; docs/performance.md#start-up): writes
// the embedded database's template, an empty database with every migration applied, to
// dist/pglite-template, so a first start on an empty folder unpacks it instead of running initdb
// and the migrations (server/db/pgliteTemplate.ts). Templates of other PGlite versions or
// migrations are removed.
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { readMigrations } from '../server/db/migrate.js';
import { applyPgliteMigrations } from '../server/db/openDatabase.js';
import { pgliteTemplateDirectory, pgliteTemplateFile } from '../server/db/pgliteTemplate.js';

export async function writePgliteTemplate(): Promise<string> {
  const started = performance.now();
  const file = await pgliteTemplateFile();
  await mkdir(pgliteTemplateDirectory, { recursive: true });
  for (const name of await readdir(pgliteTemplateDirectory)) {
    if (`${pgliteTemplateDirectory}/${name}` !== file)
      await rm(`${pgliteTemplateDirectory}/${name}`);
  }
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
              if (statement.parameters)
                await transaction.query(statement.sql, statement.parameters);
              else await transaction.exec(statement.sql);
            }
          });
        },
      } as Parameters<typeof applyPgliteMigrations>[0],
      await readMigrations(),
    );
    const tarball = await db.dumpDataDir('gzip');
    // Written whole, then renamed: a build stopped halfway leaves no template to unpack.
    await writeFile(`${file}.partial`, Buffer.from(await tarball.arrayBuffer()));
    await rename(`${file}.partial`, file);
  } finally {
    await db.close();
  }
  console.log(
    `Embedded database template written to ${file.replace(/.*\/dist\//, 'dist/')} in ` +
      `${Math.round(performance.now() - started)} ms`,
  );
  return file;
}
