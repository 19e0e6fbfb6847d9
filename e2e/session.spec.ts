import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, openPage, signInWithDialog, test, waitForHydration } from './fixtures.js';

// The container signs people in and out; the micro-app's listings follow
// (docs/product.md#sign-in-and-sign-out).

async function signIn(page: Page, email: string) {
  await page.getByRole('button', { name: 'Sign in' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Sign in to doxo' });
  await expect(dialog).toBeVisible();
  await signInWithDialog(page, email);
}

test('signing in loads every page of listings with their accounts onto /u/bills', async ({ page, consoleErrors }) => {
  // Loading is quick now (docs/performance.md#first-load-javascript: 98 s -> 9 s under load); the
  // first load and sign-in of the 280-bill account still take longer than the default on a busy
  // 2-core machine.
  test.slow();
  const listingPages: string[] = [];
  const accountCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/accounts/')) accountCalls.push(pathname);
    if (pathname === '/api/accounts/list') listingPages.push(request.url());
  });
  await openPage(page, '/u/bills');
  await expect(page.getByRole('heading', { name: 'Sign in to see your bills' })).toBeVisible();

  await signIn(page, 'many@doxo.test');
  await expect(page.getByText('Signed in as many')).toBeVisible();
  const table = page.getByRole('table');
  // Three pages of 100 bills with their details, on a machine that may be busy.
  await expect(table.locator('caption')).toHaveText('280 bills', { timeout: 15_000 });
  // The 50 due soonest first (docs/product.md#bills-list), then all of them on request.
  await expect(table.getByRole('row')).toHaveCount(51);
  await page.getByRole('button', { name: 'Show all 280 bills' }).click();
  await expect(table.getByRole('row')).toHaveCount(281);
  expect(listingPages).toHaveLength(3);
  expect(new URL(listingPages[2] ?? '').searchParams.get('starting_after')).toBeTruthy();
  // Account details (amount due, due date, status) arrive with those pages
  // (docs/performance.md#bills-page-state): no call per bill.
  await expect(table.getByText('…')).toHaveCount(0);
  expect(accountCalls).toEqual(listingPages.map(() => '/api/accounts/list'));
  await expect(table.locator('tbody tr').first().locator('td').nth(2)).toHaveText(/^\$[\d,]+\.\d\d$/);
  // The session cookie is HttpOnly: scripts never see it.
  expect(await page.evaluate(() => document.cookie)).not.toContain('doxo_session');
  // axe checks the same table with 12 bills (e2e/billsScreens.spec.ts): over 280 rows it alone
  // takes minutes on a busy 2-core machine.
  expect(consoleErrors).toEqual([]);
});

test('signing out clears the listings and the account cache', async ({ page }) => {
  await openPage(page, '/u/bills');
  await signIn(page, 'demo@doxo.test');
  await expect(page.getByRole('table').locator('caption')).toHaveText('12 bills');
  // Sign out sits in the account menu, opened from the signed-in user's name.
  await page.getByRole('button', { name: 'Signed in as demo' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to see your bills' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  // Signing in as someone else shows only their bills: nothing was kept from the first user.
  await signIn(page, 'other@doxo.test');
  await expect(page.getByRole('table').locator('caption')).toHaveText('5 bills');
});

test('a cancelled sign-in leaves everything as it was', async ({ page }) => {
  await openPage(page, '/u/bills');
  await page.getByRole('button', { name: 'Sign in' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Sign in to doxo' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email').fill('demo@doxo.test');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/u\/bills$/);
  await expect(page.getByRole('heading', { name: 'Sign in to see your bills' })).toBeVisible();
  // Escape cancels too.
  await page.getByRole('button', { name: 'Sign in' }).first().click();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Sign in' }).first()).toBeVisible();
});

test('wrong credentials keep the dialog open with a message', async ({ page }) => {
  await openPage(page, '/u/bills?sign_in=1');
  const dialog = page.getByRole('dialog', { name: 'Sign in to doxo' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email').fill('demo@doxo.test');
  await dialog.getByLabel('Password').fill('not the password');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('That email and password don’t match an account.');
  await expectNoAxeViolations(page);
});

test('signed-out visitors get the reduced navigation; a collapsed sidebar is remembered', async ({ page, request }) => {
  await openPage(page, '/u/search');
  const navigation = page.getByRole('navigation', { name: 'Main' });
  await expect(navigation.getByRole('link', { name: 'Bills to pay' })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Wallet' })).toHaveCount(0);
  const expandedWidth = (await navigation.boundingBox())?.width ?? 0;
  await page.getByRole('button', { name: 'Collapse menu' }).click();
  // Icons only: narrower, every link still there with its name (a tooltip on hover and focus).
  await expect.poll(async () => (await navigation.boundingBox())?.width ?? 0).toBeLessThan(expandedWidth / 2);
  const search = navigation.getByRole('link', { name: 'Search' });
  await expect(search).toBeVisible();
  await search.focus();
  await expect(search.locator('.nav-link__label')).toBeVisible();
  // The choice is a cookie, so the server renders the collapsed sidebar itself.
  const cookies = await page.context().cookies();
  const sidebar = cookies.find((cookie) => cookie.name === 'doxo_sidebar');
  expect(sidebar?.value).toBe('collapsed');
  const html = await (await request.get('/u/search', { headers: { Cookie: 'doxo_sidebar=collapsed' } })).text();
  expect(html).toContain('shell--collapsed');
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Expand menu' })).toBeVisible();
});

test('without the container, reading shared data shows the exact error', async ({ page }) => {
  await openPage(page, '/u/bills?container=none');
  await expect(page.getByRole('alert')).toHaveText(
    'Shared data store computed dependencies is null. It must be be set by the microapp container prior to using shared data.',
  );
});
