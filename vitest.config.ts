import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{src,server,renderer,pages,contract,host,tests,scripts}/**/*.test.{ts,tsx}'],
    // The fault tests run on their own (vitest.faults.config.ts, npm run test:faults).
    exclude: [...configDefaults.exclude, 'tests/faults/**'],
    environment: 'node',
    // Component tests opt in per file with `// @vitest-environment happy-dom`.
    setupFiles: ['./tests/setupTests.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
