import type { APIRequestContext, Page } from '@playwright/test';
import { membershipURL } from '../playwright.config.js';
import {
  expect,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  fillCardForm,
  openPage,
  test,
  waitForHydration,
} from './fixtures.js';

// doxoPLUS end to end (docs/product.md#doxoplus): enrollment, the member's fee-free card
// payments, cancel and undo, a declined renewal's grace period and lapse, on the real API,
// database, worker and sandbox rails. On a server of its own: these tests move its clock by weeks.
test.use({ baseURL: membershipURL });
// One clock for all of them: one after another.
test.describe.configure({ mode: 'serial' });

const DAY_MS = 24 * 60 * 60 * 1000;

type Membership = {
  status: string;
  plan: string;
  paid_through: string | null;
  charges: { succeeded: boolean }[];
};

async function membershipOf(request: APIRequestContext): Promise<Membership | null> {
  return ((await (await request.get('/api/membership')).json()) as { membership: Membership | null }).membership;
}

const stepHeading = (page: Page, text: string) => page.getByRole('heading', { name: new RegExp(text) });

test('enroll with a card added in place, one step per screen; a double click on Enroll makes one membership and one charge', async ({
  page,
  signIn,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  // Signed out on the second step: signing in through the container comes back to it.
  await openPage(page, '/u/doxoplus/enroll?plan=monthly');
  await expect(page.getByRole('heading', { name: 'Sign in to enroll' })).toBeVisible();
  await signIn('many@doxo.test');
  await expect(stepHeading(page, 'Step 2 of 3: Payment method')).toBeVisible();
  await openPage(page, '/u/doxoplus/enroll');
  await expect(stepHeading(page, 'Step 1 of 3: Choose a plan')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('radio', { name: /Monthly/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page, 'Step 2 of 3: Payment method')).toBeVisible();
  expect(new URL(page.url()).searchParams.get('plan')).toBe('monthly');
  // Back and Forward keep the steps.
  await page.goBack();
  await expect(stepHeading(page, 'Step 1 of 3: Choose a plan')).toBeVisible();
  await page.goForward();
  await expect(stepHeading(page, 'Step 2 of 3: Payment method')).toBeVisible();

  // A card added with the wallet's own form is the one the membership is charged to.
  await page.getByRole('button', { name: 'Add another payment method' }).click();
  const nickname = `Plus card ${Date.now() % 1_000_000}`;
  await fillCardForm(page, { number: '4242 4242 4242 4242', zip: '10001', nickname });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Add payment method' }).click();
  await expect(stepHeading(page, 'Step 3 of 3: Review and enroll')).toBeVisible();
  await page.reload();
  await waitForHydration(page);
  await expect(stepHeading(page, 'Step 3 of 3: Review and enroll')).toBeVisible();
  await expect(page.getByText(/You pay \$5\.99 today\. Your membership then renews every month/)).toBeVisible();
  await expect(page.getByText(nickname)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Enroll for $5.99' }).dblclick();
  await expect(page).toHaveURL(/\/u\/doxoplus$/);
  await expect(page.getByRole('heading', { name: 'Your membership' })).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  const membership = await membershipOf(page.request);
  expect(membership).toMatchObject({ status: 'active', plan: 'monthly' });
  expect(membership?.charges).toHaveLength(1);
  expect(consoleErrors).toEqual([]);
});

test('a member pays a bill by card with no fee: the review strikes the non-member fee through', async ({
  page,
  apiSignIn,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await apiSignIn('demo@doxo.test');
  const accounts = (await (await page.request.get('/api/accounts/list?limit=1')).json()) as {
    list: { id: number }[];
  };
  const wallet = (await (await page.request.get('/api/wallet/instruments')).json()) as {
    instruments: { id: number; kind: string }[];
  };
  const listing = accounts.list[0]?.id;
  const card = wallet.instruments.find((instrument) => instrument.kind === 'debit_card');
  if (listing === undefined || !card) throw new Error('the demo account has bills and a card');
  const quote = (await (
    await page.request.get('/api/payments/quote', {
      params: { listing, payment_instrument: card.id, amount_cents: 4_100 },
    })
  ).json()) as { earliest_delivery_date: string; fee_cents: number };
  expect(quote.fee_cents).toBe(0);
  await page.goto(
    `/u/bills-to-pay/all-groups/all-services?listing=${listing}&amount=41.00&payment_instrument=${card.id}&delivery_date=${quote.earliest_delivery_date}`,
  );
  await waitForHydration(page);
  await expect(stepHeading(page, 'Review and pay')).toBeVisible();
  await expect(page.locator('del')).toHaveText(/\$1\.99/);
  await expect(page.getByText('doxoPLUS saves you $1.99: members pay no fee on card payments.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Pay $41.00' }).click();
  await expect(page.getByRole('heading', { name: /Confirmation DX-/ })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('cancel keeps the benefits to the end of the paid period, and undo keeps the membership; by keyboard, at 390 px, light and dark', async ({
  page,
  apiSignIn,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  await apiSignIn('demo@doxo.test');
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ['/u/doxoplus', '/u/doxoplus/enroll']) {
        await openPage(page, path);
        await expectNoSidewaysScroll(page);
        await expectNoAxeViolations(page);
      }
    }
  }
  await page.setViewportSize({ width: 390, height: 900 });
  await openPage(page, '/u/doxoplus');
  // Keyboard only: focus moves by Tab, buttons are pressed with Enter.
  const cancel = page.getByRole('button', { name: 'Cancel membership' });
  await cancel.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Cancel doxoPLUS?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel membership' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Canceled\. Your benefits last until/)).toBeVisible();
  await expect(page.getByText('Cancelling', { exact: true })).toBeVisible();
  expect((await membershipOf(page.request))?.status).toBe('cancelling');
  await page.reload();
  await waitForHydration(page);
  const undo = page.getByRole('button', { name: 'Undo cancellation' });
  await undo.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Your membership continues/)).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  expect((await membershipOf(page.request))?.status).toBe('active');
  await expectNoSidewaysScroll(page);
  expect(consoleErrors).toEqual([]);
});

test('a declined renewal shows the grace notice on every screen, then the membership lapses on day 7 (clock-driven)', async ({
  page,
  apiSignIn,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const advance = async (days: number) => {
    const moved = await page.request.post('/api/test-clock', { data: { advance_days: days } });
    expect(moved.status()).toBe(200);
    // Sessions last 30 days by the same clock: sign in again as a returning member would.
    return (await apiSignIn('apo@doxo.test')).csrf_token;
  };
  let csrf = (await apiSignIn('apo@doxo.test')).csrf_token;
  const wallet = (await (await page.request.get('/api/wallet/instruments')).json()) as {
    instruments: { id: number; kind: string }[];
  };
  const card = wallet.instruments.find((instrument) => instrument.kind === 'debit_card');
  if (!card) throw new Error('the apo account has a card');
  const enrolled = await page.request.post('/api/membership', {
    data: { plan: 'monthly', payment_instrument_id: card.id },
    headers: { 'x-csrf-token': csrf, 'idempotency-key': `plus-e2e-${Date.now()}` },
  });
  expect(enrolled.status()).toBe(201);
  const { paid_through: renewal } = (await enrolled.json()) as Membership;
  // The card on file now declines every charge (the sandbox's test card).
  const declining = await page.request.post('/api/wallet/instruments', {
    data: {
      kind: 'debit_card',
      card_number: '4000 0000 0000 0341',
      expiry_month: 12,
      expiry_year: 2031,
      cvv: '123',
      zip: '09012',
      nickname: 'Declining card',
    },
    headers: { 'x-csrf-token': csrf, 'idempotency-key': `plus-e2e-card-${Date.now()}` },
  });
  expect(declining.status()).toBe(201);
  const { instrument } = (await declining.json()) as { instrument: { id: number } };
  const changed = await page.request.patch('/api/membership', {
    data: { payment_instrument_id: instrument.id },
    headers: { 'x-csrf-token': csrf },
  });
  expect(changed.status()).toBe(200);

  const clock = (await (await page.request.get('/api/test-clock')).json()) as { now: string };
  const today = clock.now.slice(0, 10);
  const daysToRenewal = Math.round((Date.parse(`${renewal}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
  csrf = await advance(daysToRenewal);
  for (const path of ['/u/bills', '/u/wallet', '/u/doxoplus']) {
    await openPage(page, path);
    await expect(page.getByRole('complementary', { name: 'doxoPLUS payment problem' }), path).toContainText(
      'Your doxoPLUS renewal was declined',
    );
  }
  await expect(page.getByText('In grace period', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // Retried on days 1 and 3, still in grace; the retry on day 7 is declined too: lapsed.
  await advance(3);
  await page.goto('/u/doxoplus');
  await expect(page.getByText('In grace period', { exact: true })).toBeVisible();
  // The page's own calls (a member's open alerts) finish before the clock moves on: a call still
  // on its way when the membership lapses is rightly refused, which is not what this test is about.
  await page.waitForLoadState('networkidle');
  await advance(4);
  await openPage(page, '/u/doxoplus');
  await expect(page.getByRole('heading', { name: 'Your membership lapsed' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'doxoPLUS payment problem' })).toHaveCount(0);
  const lapsed = await membershipOf(page.request);
  expect(lapsed?.status).toBe('lapsed');
  expect(lapsed?.charges.filter((charge) => !charge.succeeded)).toHaveLength(4);
  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});
