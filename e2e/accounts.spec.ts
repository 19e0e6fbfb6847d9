import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, expectNoSidewaysScroll, openPage, test } from './fixtures.js';
import { freshEmail, mailedLink } from './outbox.js';

// People joining and getting back in (docs/product.md#sign-up, docs/product.md#mailed-links):
// the mail is read from the product's outbox, as `npm run mail` reads it.
const STRONG = 'violet-canoe-Harbor-71-mint';
const NEWER = 'quartz-Lantern-meadow-52-fig';

async function signUpOnPage(page: Page, email: string, password = STRONG, zip = '98101') {
  await openPage(page, '/u/sign-up');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('ZIP code').fill(zip);
  await page.getByRole('button', { name: 'Create account' }).click();
}

test('a new person signs up, lands on an empty bills list and confirms their address', async ({
  page,
  consoleErrors,
}) => {
  test.slow();
  const email = freshEmail('new');
  await openPage(page, '/u/sign-up');
  await expect(page.getByRole('heading', { name: 'Create your doxo account' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The strength meter follows the password as it is typed.
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('password');
  await expect(page.getByText(/Password strength: (very weak|weak)/)).toBeVisible();
  await password.fill(STRONG);
  await expect(page.getByText(/Password strength: (strong|very strong)/)).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('ZIP code').fill('98101');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/u\/bills$/);
  await expect(page.getByText(`Signed in as ${email.split('@')[0]}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You have no bills yet' })).toBeVisible();
  await expect(page.getByText('Add your first bill')).toBeVisible();

  await openPage(page, await mailedLink(page.request, email, 'verify_email'));
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(page.getByText('Your email address is confirmed.')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('sign-up puts each problem next to its field', async ({ page }) => {
  test.slow();
  await signUpOnPage(page, 'not-an-email', 'password1', '1234');
  await expect(page.getByText('Enter an email address like name@example.com.')).toBeVisible();
  await expect(page.getByText(/too easy to guess/)).toBeVisible();
  await expect(page.getByText('Enter a 5-digit ZIP code.')).toBeVisible();
  await expect(page.getByLabel('Email')).toBeFocused();

  // Only the server knows its ZIP codes.
  await page.getByLabel('Email').fill(freshEmail('zip'));
  await page.getByLabel('Password', { exact: true }).fill(STRONG);
  await page.getByLabel('ZIP code').fill('00000');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('We don’t know this ZIP code. Check it and try again.')).toBeVisible();

  // An address with an account: its owner gets a mail, the visitor learns nothing more.
  await page.getByLabel('Email').fill('other@doxo.test');
  await page.getByLabel('ZIP code').fill('98101');
  await page.getByRole('button', { name: 'Create account' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'Check your inbox.' });
  await expect(sent).toBeVisible();
  await expect(sent).not.toContainText(/already|exists|taken/i);
});

test('the sign-up page works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    const email = freshEmail('nojs');
    await page.goto('/u/sign-up');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('password1');
    await page.getByLabel('ZIP code').fill('98101');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/u\/sign-up\?/);
    await expect(page.getByText(/too easy to guess/)).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(email);

    await page.getByLabel('Password', { exact: true }).fill(STRONG);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/u\/bills$/);
    await expect(page.getByText(`Signed in as ${email.split('@')[0]}`)).toBeVisible();
  } finally {
    await context.close();
  }
});

test('the sign-in dialog creates an account on the page it was opened from', async ({ page }) => {
  const email = freshEmail('dialog');
  await openPage(page, '/u/wallet');
  await page.getByRole('button', { name: 'Sign in' }).first().click();
  await page.getByRole('button', { name: 'Create an account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your doxo account' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(STRONG);
  await dialog.getByLabel('ZIP code').fill('10001');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/u\/wallet$/);
  await expect(page.getByText(`Signed in as ${email.split('@')[0]}`)).toBeVisible();
});

test('a forgotten password is reset from the mailed link, which then fails', async ({ page, browser }) => {
  // Two browsers, a sign-up, a reset and a third browser: more than the default on a busy machine.
  test.slow();
  const email = freshEmail('reset');
  await signUpOnPage(page, email);
  await expect(page).toHaveURL(/\/u\/bills$/);
  // A second browser signed in as the same person: the reset signs it out.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto('/u/bills?sign_in');
  const signInDialog = otherPage.getByRole('dialog', { name: 'Sign in to doxo' });
  await signInDialog.getByLabel('Email').fill(email);
  await signInDialog.getByLabel('Password').fill(STRONG);
  await signInDialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(signInDialog).toBeHidden();

  await page.getByRole('button', { name: /Signed in as/ }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await openPage(page, '/u/forgot-password');
  await expectNoAxeViolations(page);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Mail me a link' }).click();
  await expect(page.getByText(/If that address has a doxo account/)).toBeVisible();

  const link = await mailedLink(page.request, email, 'reset_password');
  await openPage(page, link);
  await expectNoAxeViolations(page);
  await page.getByLabel('New password').fill(NEWER);
  await page.getByRole('button', { name: 'Save my new password' }).click();
  await expect(page.getByText('Your password is changed and you are signed in.')).toBeVisible();
  await expect(page.getByText(`Signed in as ${email.split('@')[0]}`)).toBeVisible();

  await otherPage.reload();
  await expect(otherPage.getByRole('heading', { name: 'Sign in to see your bills' })).toBeVisible();
  await other.close();

  // The same link, opened again (in a fresh browser, as a thief holding the mail would): refused.
  const later = await browser.newContext();
  const laterPage = await later.newPage();
  await openPage(laterPage, link);
  await laterPage.getByLabel('New password').fill(STRONG);
  await laterPage.getByRole('button', { name: 'Save my new password' }).click();
  await expect(laterPage.getByText(/This link has expired or was used already/)).toBeVisible();
  await later.close();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the sign-up page fits 390 px and passes axe in ${colorScheme}`, async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      colorScheme,
    });
    const page = await context.newPage();
    try {
      await openPage(page, '/u/sign-up');
      await page.getByLabel('Password', { exact: true }).fill('abc');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByText('Use at least 8 characters.')).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
    }
  });
}

test('the sign-up form is usable by keyboard alone', async ({ page }) => {
  const email = freshEmail('keys');
  await openPage(page, '/u/sign-up');
  await page.getByLabel('Email').focus();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(STRONG);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('ZIP code')).toBeFocused();
  await page.keyboard.type('60601');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/u\/bills$/);
});
