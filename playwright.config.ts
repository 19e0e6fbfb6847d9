import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium where present (this machine cannot download Playwright's own browser),
// Playwright's browser elsewhere (docs/architecture.md#tests).
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const port = Number(process.env.E2E_PORT ?? 3211);
export const baseURL = `http://127.0.0.1:${port}`;
/** The same product with its API in maintenance (docs/product.md#maintenance: 503 → /u/maintenance). */
export const maintenanceURL = `http://127.0.0.1:${port + 1}`;
/** The micro-app alone, pointed at an API that does not answer: rendering fails (500). */
export const deadApiURL = `http://127.0.0.1:${port + 2}`;
/**
 * The product on a test clock of its own for the doxoPLUS tests, which move time by weeks to
 * renew and lapse memberships: the other tests' server keeps its own days. (Ports 3 and 4 above
 * the base are the ones walletBills.spec.ts and hostShell.spec.ts start servers on.)
 */
export const membershipURL = `http://127.0.0.1:${port + 5}`;
/**
 * The product on a third test clock for the pay-a-bill tests, which move days to send payments
 * and run autopay: the bills they look for stay ahead of their own clock, whatever the
 * notification or doxoPLUS tests do to theirs.
 */
export const paymentsURL = `http://127.0.0.1:${port + 6}`;
/** Lets the error-reporting tests read what the collector stored (docs/operations.md#error-collector). */
export const collectorReadKey = 'e2e-collector-read-key';
/** Lets the account tests read the mail the product wrote to its outbox (docs/operations.md#mail). */
export const mailReadKey = 'e2e-outbox-read-key';

// The production build, as users get it (npm run test:e2e builds it first), on an in-memory
// database seeded small so every run starts from the same data. Each is waited for on /readyz:
// /healthz answers as soon as the process listens, before the database is open and migrated
// (docs/operations.md#health-and-readiness). The dead-API server has no database of its own, so it
// is ready once its app is made, and then renders the failing pages it is there for.
function productServer(serverPort: number, environment: Record<string, string>, stderr: 'pipe' | 'ignore' = 'pipe') {
  return {
    command: 'node scripts/start.mjs',
    url: `http://127.0.0.1:${serverPort}/readyz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore' as const,
    stderr,
    env: {
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      DATA_DIR: 'memory://',
      SEED_SCALE: 'small',
      ERROR_COLLECTOR_READ_KEY: collectorReadKey,
      MAIL_READ_KEY: mailReadKey,
      PUBLIC_ORIGIN: `http://127.0.0.1:${serverPort}`,
      ...environment,
    },
  };
}

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromiumPath,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: [
    productServer(port, { TEST_CLOCK: '1' }),
    // These two log the failures they are there to cause: keep the test output readable.
    productServer(port + 1, { MAINTENANCE: '1' }, 'ignore'),
    // Nothing listens on port 9 (discard): every API call fails to connect.
    productServer(port + 2, { API_BASE_URL: 'http://127.0.0.1:9/api' }, 'ignore'),
    productServer(port + 5, { TEST_CLOCK: '1' }),
    productServer(port + 6, { TEST_CLOCK: '1' }),
  ],
});
