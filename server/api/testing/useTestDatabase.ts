// Environment: server (tests)
// The one set-up of a suite that needs the seeded database and no API: `useTestDatabase(engine)`
// at describe time opens a fresh copy of the run's seeded database before the suite's tests and
// closes it after them. useTestApi starts its API on one of these.
import { afterAll, beforeAll } from 'vitest';
import { openTestDatabase, type TestDatabase, type TestEngine } from './startTestApi.js';

export { testEngines, type TestDatabase } from './startTestApi.js';

export function notStarted(): never {
  throw new Error('the test set-up runs in beforeAll: use it inside a test or a hook');
}

/**
 * The suite's database, usable as soon as it is returned (helpers close over it at describe
 * time); its handle answers once the suite's beforeAll ran. The hooks are registered here, first
 * of the suite's: its own beforeAll then finds the database open, and its afterAll (run in
 * reverse order) has finished with it before it closes.
 */
export function useTestDatabase(engine: TestEngine): TestDatabase {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.close();
  });
  return {
    get handle() {
      return (database ?? notStarted()).handle;
    },
    close: () => (database ?? notStarted()).close(),
  };
}
