// `npm run seed`: (re)writes the deterministic seed (docs/operations.md#seed) into the configured
// database — PGlite in DATA_DIR (memory:// for a throwaway one), or DATABASE_URL — at SEED_SCALE,
// replacing what the seed owns. Prints the time of each step and what the insights publish in the
// largest places (docs/operations.md#published-rankings: the README's table of rankings above the
// privacy threshold).
import { readServerConfig } from '../server/config.js';
import { databaseLocationFor, databaseSettingsFromConfig, describeDatabase } from '../server/db/databaseLocation.js';
import { migrate } from '../server/db/migrate.js';
import { openDatabase } from '../server/db/openDatabase.js';
import { publishedRankings, publishedRankingsTable } from '../server/db/seed/publishedRankings.js';
import { describeCoverage, KING_COUNTY, seedCoverage } from '../server/db/seed/seedCoverage.js';
import { seedDatabase, type StepTime } from '../server/db/seed/seedDatabase.js';

const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(1)} s`;

async function main() {
  const config = readServerConfig();
  const settings = databaseSettingsFromConfig(config);
  console.log(`Seeding ${describeDatabase(settings)} at scale ${config.SEED_SCALE}…`);
  const started = Date.now();
  const cpuStarted = process.cpuUsage();
  const handle = await openDatabase(databaseLocationFor(settings));
  try {
    await migrate(handle);
    const migrated = Date.now() - started;
    const summary = await seedDatabase(handle.db, config.SEED_SCALE, { replace: true });
    if (!summary) return;
    const { steps, ...counts } = summary;
    const cpu = process.cpuUsage(cpuStarted);
    console.log(counts);
    const time = ({ milliseconds, cpuMilliseconds }: StepTime) =>
      `${seconds(milliseconds)} (CPU ${seconds(cpuMilliseconds)})`;
    console.log(
      `open and migrate ${seconds(migrated)} · places and billers ${time(steps.places)} · ` +
        `households and payments ${time(steps.people)} · refresh ${time(steps.refresh)} · ` +
        `analyze ${time(steps.analyze)} · this process's CPU in all ` +
        `${seconds((cpu.user + cpu.system) / 1000)} (a PostgreSQL server's work not included)`,
    );
    // King County, WA: the demo account's county, the README's example of a smaller large county.
    const rankings = await publishedRankings(handle.db, { also: [KING_COUNTY] });
    console.log(`\n${publishedRankingsTable(rankings)}`);
    console.log(`\n${describeCoverage(await seedCoverage(handle.db))}`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
