import type { APIRequestContext, Page } from '@playwright/test';
import {
  DEMO,
  expect,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  openPage,
  signInAreas,
  signInThroughApi,
  signInWithDialog,
  test,
} from './fixtures.js';

// Screens that need an account, opened signed out (docs/product.md#signed-out-visitors): each
// says what it is for and offers Sign in, which opens the container's dialog; once signed in the
// visitor is on the same screen, filled in.

/**
 * Every screen that needs an account, with the sign-in card's heading: the areas that need one and
 * the payment history's screens. The doxoPLUS member screens show everyone a preview with its own
 * Sign in instead (docs/product.md#member-previews).
 */
const screens = [
  ...signInAreas,
  { path: '/u/bills/history', title: 'Sign in to see your payments' },
  { path: '/u/bills/history/1', title: 'Sign in to see this receipt' },
];

/** The demo user's first bill, asked through a request context of its own: the page stays signed out. */
async function firstBillPath(request: APIRequestContext): Promise<string> {
  await signInThroughApi(request, DEMO.email);
  const answer = (await (await request.get('/api/accounts/list?limit=1')).json()) as {
    list: { id: number }[];
  };
  const id = answer.list[0]?.id;
  if (id === undefined) throw new Error('demo has no bills');
  return `/u/bills/${id}`;
}

async function signInFromTheCard(page: Page) {
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in to doxo' })).toBeVisible();
  await signInWithDialog(page, DEMO.email);
}

test('every screen that needs an account says what it is for and opens the sign-in dialog', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.slow();
  const billPath = await firstBillPath(request);
  for (const { path, title } of [...screens, { path: billPath, title: 'Sign in to see this bill' }]) {
    await openPage(page, path);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 }), path).toBeVisible();
    const card = main.locator('.state--empty');
    await expect(card.getByRole('heading', { name: title }), path).toBeVisible();
    // What the screen is for, in words.
    await expect(card.locator('.state__body'), path).toHaveText(/\w{3,}.*\w{3,}/);
    await main.getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in to doxo' });
    await expect(dialog, path).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // A cancelled sign-in changes nothing.
    await expect(page).toHaveURL(path);
    await expect(card.getByRole('heading', { name: title })).toBeVisible();
  }
  expect(consoleErrors).toEqual([]);
});

test('signing in from a screen keeps the visitor on it, filled in', async ({ page, request }) => {
  test.slow();
  const billPath = await firstBillPath(request);
  const checks: [string, () => Promise<void>][] = [
    ['/u/wallet', () => expect(page.getByRole('heading', { name: 'Sign in to see your wallet' })).toBeHidden()],
    ['/u/bills/history', () => expect(page.getByRole('heading', { name: 'All payments' })).toBeVisible()],
    [billPath, () => expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Bill')],
    ['/u/bills', () => expect(page.getByRole('heading', { name: 'Sign in to see your bills' })).toBeHidden()],
  ];
  for (const [path, filledIn] of checks) {
    await page.context().clearCookies();
    await openPage(page, path);
    await signInFromTheCard(page);
    await filledIn();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('main').getByRole('button', { name: 'Sign in' })).toHaveCount(0);
  }
});

test('signing in from a screen works by keyboard alone', async ({ page }) => {
  await openPage(page, '/u/bills/history');
  const signIn = page.getByRole('main').getByRole('button', { name: 'Sign in' });
  // Tab from the top of the page until the card's button has focus.
  for (let step = 0; step < 40; step += 1) {
    await page.keyboard.press('Tab');
    if (await signIn.evaluate((button) => button === document.activeElement)) break;
  }
  await expect(signIn).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Sign in to doxo' });
  // Modal: focus moves into the dialog; Tab reaches the email field.
  await expect(dialog.locator(':focus')).toHaveCount(1);
  const email = dialog.getByLabel('Email');
  for (let step = 0; step < 5; step += 1) {
    if (await email.evaluate((input) => input === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(email).toBeFocused();
  await page.keyboard.type(DEMO.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO.password);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL('/u/bills/history');
  await expect(page.getByRole('heading', { name: 'All payments' })).toBeVisible();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`signed-out screens pass axe and fit 390 px, ${colorScheme}`, async ({ page }) => {
    test.slow();
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/u/bills/history', '/u/bills/history/1', '/u/bills/1', '/u/wallet']) {
      await openPage(page, path);
      await expectNoSidewaysScroll(page, path);
      await expectNoAxeViolations(page);
    }
  });
}
