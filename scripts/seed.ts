// `npm run seed`: (re)writes the deterministic seed (issue 3) into the configured database —
// PGlite in DATA_DIR, or DATABASE_URL — at SEED_SCALE, replacing what the seed owns.
import { readServerConfig } from '../server/config.js';
import { migrate } from '../server/db/migrate.js';
import { openDatabase } from '../server/db/openDatabase.js';
import { seedDatabase } from '../server/db/seed/seedDatabase.js';
import { databaseLocationFor, describeDatabase } from '../server/db/startDatabase.js';

async function main() {
  const config = readServerConfig();
  const settings = {
    databaseUrl: config.DATABASE_URL,
    dataDirectory: config.DATA_DIR,
    seedScale: config.SEED_SCALE,
  };
  console.log(`Seeding ${describeDatabase(settings)} at scale ${config.SEED_SCALE}…`);
  const handle = await openDatabase(databaseLocationFor(settings));
  try {
    await migrate(handle);
    console.log(await seedDatabase(handle.db, config.SEED_SCALE, { replace: true }));
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
