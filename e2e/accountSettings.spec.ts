import type { Browser, Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import {
  clientAddress,
  expect,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  openPage,
  signInWithDialog,
  test,
  waitForHydration,
} from './fixtures.js';
import { freshEmail, mailedLink, mailTo } from './outbox.js';

// Account settings (docs/product.md#account-settings, docs/product.md#active-sessions).
const STRONG = 'violet-canoe-Harbor-71-mint';

async function signUp(page: Page, email: string) {
  await openPage(page, '/u/sign-up');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(STRONG);
  await page.getByLabel('ZIP code').fill('98101');
  // The suite signs many people up from one address: when the product asks to wait (429 with
  // Retry-After), the test waits as a person would, and tries again.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const answered = page.waitForResponse(
      (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/users',
    );
    await page.getByRole('button', { name: 'Create account' }).click();
    const answer = await answered;
    if (answer.status() !== 429) break;
    await expect(page.getByRole('alert')).toContainText('Too many sign-ups from here');
    await page.waitForTimeout((Number(answer.headers()['retry-after'] ?? 1) + 0.5) * 1000);
  }
  // The bills page after the new account is made: slow on a busy machine.
  await expect(page).toHaveURL(/\/u\/bills$/, { timeout: 30_000 });
}

async function signInElsewhere(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/u/bills?sign_in');
  await signInWithDialog(page, email, STRONG);
  return { context, page };
}

test('a ZIP code change moves the place, and the other sessions can be signed out', async ({ page, browser }) => {
  test.slow();
  const email = `settings-${randomBytes(4).toString('hex')}@example.com`;
  await signUp(page, email);
  const elsewhere = await signInElsewhere(browser, email);

  // A bill, so that the bills list has its "Typical in {county}" column.
  const session = (await (await page.request.get('/api/session')).json()) as {
    csrf_token: string;
  };
  const biller = (
    (await (await page.request.get('/api/directory/billers?limit=1')).json()) as {
      billers: { id: number }[];
    }
  ).billers[0];
  if (!biller) throw new Error('the directory has no billers');
  const added = await page.request.post('/api/bills', {
    data: { biller_id: biller.id, account_number: '5566778899004321' },
    headers: {
      'x-csrf-token': session.csrf_token,
      'idempotency-key': `zip-bill-${randomBytes(6).toString('hex')}`,
    },
  });
  expect(added.status()).toBe(201);
  const countyColumn = page.getByRole('columnheader', { name: /^Typical in / });
  await page.goto('/u/bills');
  await expect(countyColumn).toHaveText('Typical in King County, WA');

  await openPage(page, '/u/user-account');
  await expectNoAxeViolations(page);
  await expect(page.getByText(/this device/)).toBeVisible();

  await page.getByLabel('ZIP code').fill('60601');
  await page.getByLabel('Display name').fill('Sam Settings');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile is saved.')).toBeVisible();
  await expect(page.getByText('Signed in as Sam Settings')).toBeVisible();
  // The insights open on the new place at once.
  await page.getByRole('link', { name: 'Bills to pay' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Most Common Billers in Cook County, IL');
  // And the bills' county column follows.
  await page.goto('/u/bills');
  await expect(countyColumn).toHaveText('Typical in Cook County, IL');

  await openPage(page, '/u/user-account');
  await page.getByRole('button', { name: 'Sign out of the others' }).click();
  await expect(page.getByText('One other session was signed out.')).toBeVisible();
  await elsewhere.page.reload();
  await expect(elsewhere.page.getByRole('heading', { name: 'Sign in to see your bills' })).toBeVisible();
  await elsewhere.context.close();
});

test('account settings and their new screens fit 390 px in dark mode', async ({ browser }) => {
  test.slow();
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    colorScheme: 'dark',
  });
  const page = await context.newPage();
  try {
    await signUp(page, freshEmail('narrow'));
    for (const path of [
      '/u/user-account',
      '/u/user-account/delete',
      '/u/confirm-email?token=not-a-real-token-value-at-all',
      '/u/account-deleted',
    ]) {
      await openPage(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
    }
  } finally {
    await context.close();
  }
});

test('signing in on the settings page shows the settings at once', async ({ page, browser }) => {
  test.slow();
  const email = freshEmail('in-place');
  const other = await browser.newContext();
  await signUp(await other.newPage(), email);
  await other.close();

  await openPage(page, '/u/user-account');
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in to doxo' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(STRONG);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/u\/user-account$/);
  await expect(page.getByRole('button', { name: 'Save profile' })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await expect(page.getByText(/this device/)).toBeVisible();
});

test('the email address changes by the link mailed to the new one, by keyboard', async ({ page, consoleErrors }) => {
  test.slow();
  const email = freshEmail('before');
  const moved = freshEmail('after');
  await signUp(page, email);
  await openPage(page, '/u/user-account');

  // A new account is not confirmed yet: the link can be mailed again.
  await page.getByRole('button', { name: 'Mail me the link again' }).click();
  await expect(page.getByText(`We sent a new link to ${email}.`)).toBeVisible();
  await expect
    .poll(async () => (await mailTo(page.request, email)).filter((m) => m.kind === 'verify_email'))
    .toHaveLength(2);

  // Checked in the browser first: the same address is refused next to its field.
  const newEmail = page.getByLabel('New email address');
  await newEmail.focus();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Current password').first()).toBeFocused();
  await page.keyboard.type(STRONG);
  await page.keyboard.press('Enter');
  await expect(page.getByText('This is already your email address.')).toBeVisible();
  await expect(newEmail).toBeFocused();
  await newEmail.fill('');
  await page.keyboard.type(moved);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`We sent a link to ${moved}.`)).toBeVisible();
  await expectNoAxeViolations(page);
  // Nothing changes before the link is followed.
  await page.reload();
  await expect(page.getByText(email, { exact: true })).toBeVisible();

  const link = await mailedLink(page.request, moved, 'confirm_email_change');
  await openPage(page, link);
  await expect(page.getByRole('heading', { name: 'Confirm your new email address' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Use my new email address' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Your account now uses ${moved}.`)).toBeVisible();
  await expect
    .poll(async () => (await mailTo(page.request, email)).map((message) => message.kind))
    .toContain('email_changed');

  await page.goto('/u/user-account');
  await expect(page.getByText(moved, { exact: true })).toBeVisible();
  await expect(page.getByText('(confirmed)')).toBeVisible();

  expect(consoleErrors).toEqual([]);

  // The link works once (the browser logs the 410 of the second use).
  await openPage(page, link);
  await page.getByRole('button', { name: 'Use my new email address' }).click();
  await expect(page.getByRole('alert')).toContainText('expired or was used already');
});

test('my data downloads as one JSON file, even without JavaScript', async ({ browser }) => {
  test.slow();
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const email = freshEmail('download');
    const created = await page.request.post('/api/users', {
      data: { email, password: STRONG, zip_code: '98101' },
      headers: clientAddress(),
    });
    expect(created.status()).toBe(201);
    await page.goto('/u/user-account');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^doxo-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      profile: { email: string };
      bills: unknown[];
      wallet: unknown[];
      payments: unknown[];
      membership: unknown;
    };
    expect(data.profile.email).toBe(email);
    expect(data).toMatchObject({ bills: [], wallet: [], payments: [], membership: null });
  } finally {
    await context.close();
  }
});

test('deleting the account shows what it cancels, signs out and frees the address', async ({ page, consoleErrors }) => {
  test.slow();
  const email = freshEmail('leaving');
  await signUp(page, email);
  // An autopay rule of the account's own, made through the API the screens use.
  const session = (await (await page.request.get('/api/session')).json()) as {
    csrf_token: string;
  };
  const headers = { 'x-csrf-token': session.csrf_token };
  const biller = (
    (await (await page.request.get('/api/directory/billers?limit=1')).json()) as {
      billers: { id: number; name: string }[];
    }
  ).billers[0];
  if (!biller) throw new Error('the directory has no billers');
  const bill = (await (
    await page.request.post('/api/bills', {
      data: { biller_id: biller.id, account_number: '5566778899001234' },
      headers: { ...headers, 'idempotency-key': `delete-bill-${randomBytes(6).toString('hex')}` },
    })
  ).json()) as { bill: { id: number } };
  const card = (await (
    await page.request.post('/api/wallet/instruments', {
      data: {
        kind: 'credit_card',
        card_number: '4242 4242 4242 4242',
        expiry_month: 8,
        expiry_year: 2040,
        cvv: '123',
        zip: '98101',
      },
      headers: { ...headers, 'idempotency-key': `delete-card-${randomBytes(6).toString('hex')}` },
    })
  ).json()) as { instrument: { id: number } };
  const rule = await page.request.put(`/api/autopay/${bill.bill.id}`, {
    data: {
      payment_instrument_id: card.instrument.id,
      amount_kind: 'fixed',
      fixed_amount_cents: 1500,
      days_before_due: 3,
    },
    headers,
  });
  expect(rule.status()).toBe(200);

  await openPage(page, '/u/user-account');
  await page.getByRole('link', { name: 'Delete my account…' }).click();
  await expect(page).toHaveURL(/\/u\/user-account\/delete$/);
  await waitForHydration(page);
  await expect(page.getByText(`Autopay for ${biller.name} ($15.00)`)).toBeVisible();
  await expectNoAxeViolations(page);

  // A wrong password deletes nothing.
  const password = page.getByLabel('Your password');
  await password.focus();
  await page.keyboard.type('not-my-password');
  await page.keyboard.press('Enter');
  await expect(page.getByText('That is not your current password.')).toBeVisible();
  await expect(password).toBeFocused();
  await password.fill('');
  await page.keyboard.type(STRONG);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/u\/account-deleted$/);
  await expect(page.getByRole('heading', { name: 'Your account is deleted' })).toBeVisible();
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();

  const goodbye = (await mailTo(page.request, email)).find((message) => message.kind === 'account_deleted');
  expect(goodbye?.text).toContain(`autopay for ${biller.name} ($15.00)`);

  // The old credentials open nothing; the address can sign up again.
  const again = await page.request.post('/api/session', { data: { email, password: STRONG } });
  expect(again.status()).toBe(401);
  await signUp(page, email);
  // Only the wrong password's answer, which the browser logs.
  expect(consoleErrors.filter((line) => !line.includes('400 (Bad Request)'))).toEqual([]);
});
