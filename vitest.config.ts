import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{src,server,renderer,pages,contract,host,tests,scripts}/**/*.test.{ts,tsx}'],
    // The fault tests run on their own (vitest.faults.config.ts, npm run test:faults).
    exclude: [...configDefaults.exclude, 'tests/faults/**'],
    environment: 'node',
    // Component tests opt in per file with `// @vitest-environment happy-dom`.
    setupFiles: ['./tests/setupTests.ts'],
    // A folder for the run's seeded template databases, copied by each API suite.
    globalSetup: ['./tests/seedTemplatesOnce.ts'],
    testTimeout: 30_000,
    // A suite's set-up may wait for the run's template database to be seeded (minutes when loaded).
    hookTimeout: 300_000,
  },
});
