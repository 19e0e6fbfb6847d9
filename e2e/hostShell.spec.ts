import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { signShellContext } from '../host/signShellContext.js';
import { hostSharedData } from '../host/hostSharedData.js';
import { expect, expectNoAxeViolations, mainNavigationLink, openPage, test, waitForHydration } from './fixtures.js';

// The micro-app inside a real host shell (docs/host-contract.md): the host and the micro-app as
// two processes on two ports, as they are deployed apart. Playwright's web servers cannot be
// stopped mid-run, so this file starts both itself: one test stops the micro-app and starts it
// again.
const root = fileURLToPath(new URL('..', import.meta.url));
const basePort = Number(process.env.E2E_PORT ?? 3211);
const microAppPort = basePort + 3;
const hostPort = basePort + 4;
const microAppURL = `http://127.0.0.1:${microAppPort}`;
const hostURL = `http://127.0.0.1:${hostPort}`;
const secret = 'e2e-shell-secret-0123456789abcdef0123456789';
const DEMO_PASSWORD = 'doxo-demo-2026';

let microApp: ChildProcess | undefined;
let host: ChildProcess | undefined;

/**
 * The micro-app is waited for on /readyz (its /healthz answers as soon as it listens, before its
 * database is ready: docs/operations.md#health-and-readiness); the host shell has only /healthz.
 */
async function waitUntilHealthy(url: string, process: ChildProcess, path = '/healthz') {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (process.exitCode !== null) throw new Error(`${url} exited with ${process.exitCode}`);
    const healthy = await fetch(`${url}${path}`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not become healthy`);
}

function start(command: string[], environment: Record<string, string>): ChildProcess {
  const [executable = 'node', ...args] = command;
  return spawn(executable, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, LOG_LEVEL: 'silent', ...environment },
  });
}

async function startMicroApp() {
  microApp = start(['node', 'scripts/start.mjs'], {
    PORT: String(microAppPort),
    HOST: '127.0.0.1',
    DATA_DIR: 'memory://',
    SEED_SCALE: 'small',
    SHELL_SHARED_SECRET: secret,
    // Its assets from its own origin, not through the host.
    ASSET_BASE_URL: microAppURL,
  });
  await waitUntilHealthy(microAppURL, microApp, '/readyz');
}

async function stop(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  host = start(['node', 'node_modules/tsx/dist/cli.mjs', 'host/index.ts'], {
    HOST_SHELL_PORT: String(hostPort),
    HOST: '127.0.0.1',
    MICROAPP_URL: microAppURL,
    SHELL_SHARED_SECRET: secret,
    ASSET_BASE_URL: microAppURL,
  });
  await Promise.all([startMicroApp(), waitUntilHealthy(hostURL, host)]);
});

test.afterAll(async () => {
  await Promise.all([stop(host), stop(microApp)]);
});

const hostHeader = (page: Page) => page.locator('header[data-shell="host"]');

/** Set once per document: still there after an action means the page was not reloaded. */
async function markDocument(page: Page) {
  await page.evaluate(() => Reflect.set(window, 'sameDocument', true));
}
async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => Reflect.get(window, 'sameDocument'))).toBe(true);
}

test('sign in through the host, bills in its chrome, insights on the client, pay, sign out live', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  await openPage(page, `${hostURL}/u/bills`);
  // The host's chrome, and none of the micro-app's own: no top bar, no footer.
  await expect(hostHeader(page)).toBeVisible();
  await expect(page.locator('header.topbar')).toHaveCount(0);
  await expect(page.locator('footer.app-footer')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Sign in to see your bills' })).toBeVisible();
  // The host's policy names exactly the micro-app's asset origin.
  const policy = await page.evaluate(async () => {
    const response = await fetch(location.href);
    return response.headers.get('content-security-policy');
  });
  expect(policy).toContain(`script-src 'self' ${microAppURL} 'sha256-`);
  expect(policy).not.toContain('unsafe-inline');
  await markDocument(page);

  // Sign in with the host's own sign-in: the micro-app fills in place.
  await hostHeader(page).getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in to doxo' });
  await dialog.getByLabel('Email').fill('demo@doxo.test');
  await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeHidden();
  await expect(hostHeader(page)).toContainText('Signed in as demo');
  await expect(page.getByRole('heading', { name: 'Your bills' })).toBeVisible();
  const bills = page.locator('main table tbody tr');
  await expect(bills).toHaveCount(12);
  await expectSameDocument(page);
  await expectNoAxeViolations(page);

  // Client navigation to the insights, inside the host.
  await mainNavigationLink(page, 'Bills to pay').first().click();
  await expect(page.getByRole('heading', { name: /^Most Common Billers in / })).toBeVisible();
  expect(new URL(page.url()).pathname).toMatch(/^\/u\/bills-to-pay\//);
  await expect(hostHeader(page)).toBeVisible();
  await expectSameDocument(page);

  // Pay a bill, through the host's /api.
  const accounts = (await (await page.request.get(`${hostURL}/api/accounts/list?limit=1`)).json()) as {
    list: { id: number }[];
  };
  const listingId = accounts.list[0]?.id;
  expect(listingId).toBeDefined();
  await openPage(page, `${hostURL}/u/bills-to-pay/all-groups/all-services?listing=${listingId}`);
  await expect(page.getByRole('heading', { name: /Step 1 of 4: Amount/ })).toBeVisible();
  await page.getByLabel('Amount to pay (USD)').fill('31.40');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: /Step 2 of 4/ })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: /Step 3 of 4/ })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: /Step 4 of 4/ })).toBeVisible();
  await page.getByRole('button', { name: /^Pay \$31\.40/ }).click();
  await expect(page.getByRole('heading', { name: /Confirmation DX-/ })).toBeVisible();

  // Back to the bills on the client, then sign out in the host: the micro-app drops to signed
  // out at once, its listings cleared, without a reload.
  await markDocument(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Bills', exact: true })
    .first()
    .click();
  await expect(bills).toHaveCount(12);
  await hostHeader(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(hostHeader(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in to see your bills' })).toBeVisible();
  await expect(bills).toHaveCount(0);
  // The reduced navigation of a signed-out visitor.
  await expect(mainNavigationLink(page, 'Wallet')).toHaveCount(0);
  await expectSameDocument(page);
  await expectNoAxeViolations(page);
  // The session itself ended: a reload is signed out too.
  await page.reload();
  await waitForHydration(page);
  await expect(hostHeader(page).getByRole('button', { name: 'Sign in' })).toBeVisible();

  // Phones: nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(consoleErrors).toEqual([]);
});

test('a forged or expired X-Shell-Context sent straight to the micro-app signs no one in', async ({ page }) => {
  const demo = hostSharedData({
    csrfToken: 'forged',
    user: {
      userId: '1',
      username: 'demo',
      userSegment: 'plus',
      hierarchy: '/usa',
      state: null,
      county: null,
      zipcode: null,
      billsCount: 12,
      walletCount: 2,
      createdAt: null,
      lastSignedInAt: null,
    },
  });
  const now = Math.floor(Date.now() / 1000);
  const forgeries = {
    'a wrong secret': signShellContext(demo, 'not-the-shared-secret-0123456789abcdef'),
    expired: signShellContext(demo, secret, now - 120),
    'no signature': signShellContext(demo, secret).replace(/\.[^.]+$/, '.'),
  };
  for (const [forgery, token] of Object.entries(forgeries)) {
    await page.setExtraHTTPHeaders({ 'X-Shell-Context': token });
    await openPage(page, `${microAppURL}/u/bills`);
    // Served on its own, by the reference container, from the visitor's own (absent) session.
    await expect(page.locator('header.topbar'), forgery).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sign in to see your bills' })).toBeVisible();
    await expect(page.getByText('demo')).toHaveCount(0);
  }
  // The same shared data, signed with the shared secret, are believed: the check can fail.
  const believed = await (
    await page.request.get(`${microAppURL}/u/bills`, {
      headers: { 'X-Shell-Context': signShellContext(demo, secret) },
    })
  ).text();
  expect(believed).toContain('"hostedSharedData"');
  expect(believed).not.toContain('class="topbar"');
});

test('without the host’s script the micro-app says the container set no dependencies', async ({ page }) => {
  await page.route('**/shell/host-shell.js', (route) => route.abort());
  await openPage(page, `${hostURL}/u/biller`);
  await expect(page.getByRole('alert')).toHaveText(
    'Shared data store computed dependencies is null. It must be be set by the microapp container prior to using shared data.',
  );
});

test('with the micro-app stopped the host shows its own error page, and recovers', async ({ page }) => {
  test.setTimeout(240_000);
  await stop(microApp);
  const answer = await page.goto(`${hostURL}/u/bills`);
  expect(answer?.status()).toBe(503);
  await expect(hostHeader(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This part of doxo isn’t answering' })).toBeVisible();
  await expectNoAxeViolations(page);
  // Its own pages outside /u/ still answer.
  await page.goto(`${hostURL}/`);
  await expect(page.getByRole('heading', { name: 'Welcome to doxo' })).toBeVisible();

  await startMicroApp();
  await openPage(page, `${hostURL}/u/bills`);
  await expect(hostHeader(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in to see your bills' })).toBeVisible();
});
