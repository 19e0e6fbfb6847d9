import { defineConfig } from 'vitest/config';

// `npm run test:faults`: the product as an operator runs it (the production build, `npm run
// worker`) while its database fails under it. Slow, and each file starts processes and servers
// of its own, so one file at a time, apart from the unit suite.
export default defineConfig({
  test: {
    include: ['tests/faults/**/*.faults.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 400_000,
  },
});
