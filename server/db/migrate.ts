// Environment: server Versioned migrations (docs/operations.md#the-embedded-database): every
// `NNNN_name.sql` file in ./migrations, applied in order at start, each recorded in
// schema_migrations so it runs exactly once per database.
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { DatabaseHandle, Migration } from './openDatabase.js';

const migrationsDirectory = fileURLToPath(new URL('./migrations/', import.meta.url));
const migrationFileName = /^(\d{4})_[a-z0-9_]+\.sql$/;

export async function readMigrations(): Promise<Migration[]> {
  const files = (await readdir(migrationsDirectory)).filter((file) => migrationFileName.test(file)).sort();
  return Promise.all(
    files.map(async (file) => ({
      version: file.replace(/\.sql$/, ''),
      sql: await readFile(`${migrationsDirectory}${file}`, 'utf8'),
    })),
  );
}

export async function migrate(handle: DatabaseHandle): Promise<string[]> {
  return handle.applyMigrations(await readMigrations());
}
