import type { Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  expect,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  openPage,
  signInThroughDialog,
  test,
  waitForHydration,
} from './fixtures.js';

// The bills screens (issues 12 and 13): server-rendered with their data, so the browser fetches
// nothing it already has and nothing shifts. Two sign-ins, 280 rows and axe per test: slow on a
// busy 2-core machine.
test.slow();

/** A list of more bills shows this many, the soonest due, until "Show all" (docs/product.md#bills-list). */
const BILLS_SHOWN_FIRST = 50;

/** Signs in on /u/bills and waits until the bills it shows first are there with their details. */
async function signIn(page: Page, email: string, bills: number) {
  await openPage(page, '/u/bills');
  await signInThroughDialog(page, email);
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(Math.min(bills, BILLS_SHOWN_FIRST) + 1, {
    timeout: 30_000,
  });
  await expect(table.getByText('…')).toHaveCount(0);
}

/** Every request the page makes to the API from now on. */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) calls.push(`${request.method()} ${pathname}`);
  });
  return calls;
}

/** The page's cumulative layout shift so far (what Lighthouse reports as CLS, unwindowed). */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean };
            if (!shift.hadRecentInput) total += shift.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 200);
      }),
  );
}

test('a first load of /u/bills arrives with the 50 bills due soonest and their details, the rest loaded after hydration in pages and shown on one click', async ({
  page,
  consoleErrors,
}) => {
  await signIn(page, 'many@doxo.test', 280);
  const calls = recordApiCalls(page);
  const response = await page.reload();
  // Signed-in pages are never kept by a shared cache.
  expect(response?.headers()['cache-control']).toMatch(/private|no-store/);
  const table = page.getByRole('table');
  // In the HTML itself, before any script runs.
  await expect(table.locator('caption')).toHaveText('280 bills');
  await expect(table.getByRole('row')).toHaveCount(BILLS_SHOWN_FIRST + 1);
  await expect(table.getByText('…')).toHaveCount(0);
  // Soonest due first (docs/product.md#bills-list): the first rows shown are the first of the whole
  // sorted list.
  const dueDates = await table.locator('tbody tr td:nth-of-type(2)').allTextContents();
  const times = dueDates.map((text) => Date.parse(text));
  expect(times).toEqual([...times].sort((left, right) => left - right));
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  // The page carried only the bills it shows (docs/performance.md#bills-page-state): the rest
  // arrive after hydration, a page of 100 with their details per call, never a call per bill.
  const accountCalls = calls.filter((call) => call.includes('/accounts'));
  expect(accountCalls).toEqual(Array(3).fill('GET /api/accounts/list'));
  expect(calls.length - accountCalls.length).toBeLessThanOrEqual(2);
  // The bills are in the HTML and the table's columns are set in CSS, not measured from rows
  // still arriving (they widened as the 280 rows were parsed: 0.017), so the layout holds. The
  // whole list loaded after hydration is fresher than the page: a status the worker changed
  // meanwhile (an autopay sent) may redraw a badge, a shift far under a thousandth.
  expect(await layoutShift(page)).toBeLessThan(0.002);

  // The rest are in the store by now: shown from the keyboard, with no call, focus on the first
  // bill revealed.
  const callsBefore = calls.length;
  const showAll = page.getByRole('button', { name: 'Show all 280 bills' });
  await showAll.focus();
  await page.keyboard.press('Enter');
  await expect(table.getByRole('row')).toHaveCount(281);
  await expect(table.getByText('…')).toHaveCount(0);
  await expect(showAll).toHaveCount(0);
  await expect(table.locator('tbody tr').nth(BILLS_SHOWN_FIRST).getByRole('link')).toBeFocused();
  expect(calls.length).toBe(callsBefore);
  expect(consoleErrors).toEqual([]);
});

test("each bill shows what its county's payers pay for the same service, or that there is too little data", async ({
  page,
}) => {
  await signIn(page, 'demo@doxo.test', 12);
  await page.reload();
  await waitForHydration(page);
  const table = page.getByRole('table');
  const header = table.getByRole('columnheader', { name: /^Typical in / });
  await expect(header).toHaveText('Typical in King County, WA');
  // The small seed has fewer than MIN_PAYERS payers per service in any county: figures withheld.
  const column = table.locator('tbody tr td:nth-of-type(4)');
  await expect(column).toHaveCount(12);
  await expect(column.filter({ hasText: 'Not enough data' })).toHaveCount(12);
  await expectNoAxeViolations(page);
});

test('client navigation to /u/bills fetches the bills in pages, never one call per bill', async ({ page }) => {
  await openPage(page, '/u/user-account');
  await page.getByRole('button', { name: 'Sign in' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Sign in to doxo' });
  await dialog.getByLabel('Email').fill('many@doxo.test');
  await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
  const calls = recordApiCalls(page);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('link', { name: 'Bills', exact: true }).first().click();
  await expect(page).toHaveURL(/\/u\/bills$/);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(BILLS_SHOWN_FIRST + 1, {
    timeout: 15_000,
  });
  await page.getByRole('button', { name: 'Show all 280 bills' }).click();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(281);
  await expect(page.getByRole('table').getByText('…')).toHaveCount(0);
  expect(calls.filter((call) => /\/accounts\/\d+$/.test(call))).toEqual([]);
});

test("payment history and a bill's page with its own payments arrive server-rendered", async ({
  page,
  consoleErrors,
}) => {
  await signIn(page, 'demo@doxo.test', 12);
  const billHref = await page
    .getByRole('table')
    .locator('tbody tr')
    .first()
    .getByRole('link')
    .first()
    .getAttribute('href');
  expect(billHref).toMatch(/^\/u\/bills\/\d+$/);

  const calls = recordApiCalls(page);
  await page.goto('/u/bills/history');
  await expect(page.getByRole('heading', { name: 'Payment history', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Your payments, newest first' }).or(page.getByText('No payments match')),
  ).toBeVisible();
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(calls.filter((call) => call.includes('/payments'))).toEqual([]);

  await page.goto(billHref ?? '');
  await expect(page.getByText('Typical in King County, WA')).toBeVisible();
  const payments = page.locator('.bill-payments');
  await expect(payments.getByRole('table').or(payments.getByText('No payments match'))).toBeVisible();
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  // docs/product.md#loading-listings still loads the listings once per first load of a page that
  // did not render them; never the bill's detail or its payments, which came with the page.
  expect(calls.filter((call) => /\/payments|\/accounts\/\d+/.test(call))).toEqual([]);
  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});

test('at 390 px the bills table becomes a list and nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'demo@doxo.test', 12);
  for (const path of ['/u/bills', '/u/bills/history']) {
    await openPage(page, path);
    await expectNoSidewaysScroll(page, path);
  }
  await page.goto('/u/bills');
  // Stacked: every cell names its value.
  await expect(page.locator('tbody tr').first().locator('td').first()).toHaveAttribute('data-label', 'Account');
});
