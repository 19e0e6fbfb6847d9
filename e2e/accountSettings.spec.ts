import type { Browser, Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import {
  expect,
  expectNoAxeViolations,
  signInWithDialog,
  test,
  waitForHydration,
} from './fixtures.js';

// Account settings (docs/product.md#account-settings, docs/product.md#active-sessions).
const STRONG = 'violet-canoe-Harbor-71-mint';

async function signUp(page: Page, email: string) {
  await page.goto('/u/sign-up');
  await waitForHydration(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(STRONG);
  await page.getByLabel('ZIP code').fill('98101');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/u\/bills$/);
}

async function signInElsewhere(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/u/bills?sign_in');
  await signInWithDialog(page, email, STRONG);
  return { context, page };
}

test('a ZIP code change moves the place, and the other sessions can be signed out', async ({
  page,
  browser,
}) => {
  test.slow();
  const email = `settings-${randomBytes(4).toString('hex')}@example.com`;
  await signUp(page, email);
  const elsewhere = await signInElsewhere(browser, email);

  await page.goto('/u/user-account');
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await expect(page.getByText(/this device/)).toBeVisible();

  await page.getByLabel('ZIP code').fill('60601');
  await page.getByLabel('Display name').fill('Sam Settings');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile is saved.')).toBeVisible();
  await expect(page.getByText('Signed in as Sam Settings')).toBeVisible();
  // The insights open on the new place at once.
  await page.getByRole('link', { name: 'Bills to pay' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Most Common Billers in Cook County, IL',
  );

  await page.goto('/u/user-account');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Sign out of the others' }).click();
  await expect(page.getByText('One other session was signed out.')).toBeVisible();
  await elsewhere.page.reload();
  await expect(
    elsewhere.page.getByRole('heading', { name: 'Sign in to see your bills' }),
  ).toBeVisible();
  await elsewhere.context.close();
});

test('account settings fit 390 px in dark mode', async ({ browser }) => {
  test.slow();
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    colorScheme: 'dark',
  });
  const page = await context.newPage();
  try {
    await signUp(page, `narrow-${randomBytes(4).toString('hex')}@example.com`);
    await page.goto('/u/user-account');
    await waitForHydration(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  } finally {
    await context.close();
  }
});
