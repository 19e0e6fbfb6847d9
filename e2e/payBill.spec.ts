import type { APIRequestContext, Page } from '@playwright/test';
import { paymentsURL } from '../playwright.config.js';
import {
  addBillDueWhen,
  expect,
  expectNoAxeViolations,
  fillCardForm,
  openPage,
  test,
  waitForHydration,
} from './fixtures.js';

// docs/product.md#payment-states: paying a bill end to end against the real API, database, worker
// and sandbox rails.

type PaymentList = { list: { id: number; amount_cents: number; status: string }[] };

async function firstListingId(request: APIRequestContext): Promise<number> {
  const accounts = (await (await request.get('/api/accounts/list?limit=1')).json()) as {
    list: { id: number }[];
  };
  const id = accounts.list[0]?.id;
  if (id === undefined) throw new Error('demo has no bills');
  return id;
}

const stepHeading = (page: Page, text: string) => page.getByRole('heading', { name: new RegExp(text) });

const DAY_MS = 24 * 60 * 60 * 1000;

/** The server's day (its test clock may have been moved by another test). */
async function serverToday(request: APIRequestContext): Promise<Date> {
  const clock = (await (await request.get('/api/test-clock')).json()) as { now: string };
  return new Date(clock.now);
}

/**
 * A Wednesday at least three weeks ahead that the server takes as a delivery day for this bill
 * and method (a Wednesday may be a bank holiday: the next is tried), and the Saturday before it.
 */
async function laterDeliveryDays(
  request: APIRequestContext,
  listingId: number,
  instrumentId: number,
): Promise<{ banking: string; saturday: string }> {
  const day = new Date((await serverToday(request)).getTime() + 21 * DAY_MS);
  day.setUTCDate(day.getUTCDate() + ((3 - day.getUTCDay() + 7) % 7));
  for (let week = 0; week < 4; week += 1, day.setUTCDate(day.getUTCDate() + 7)) {
    const banking = day.toISOString().slice(0, 10);
    const quote = await request.get('/api/payments/quote', {
      params: {
        listing: listingId,
        payment_instrument: instrumentId,
        amount_cents: 1000,
        delivery_date: banking,
      },
    });
    if (quote.ok()) {
      const saturday = new Date(day.getTime() - 4 * DAY_MS).toISOString().slice(0, 10);
      return { banking, saturday };
    }
  }
  throw new Error('no banking Wednesday in four weeks');
}

async function defaultInstrumentId(request: APIRequestContext): Promise<number> {
  const wallet = (await (await request.get('/api/wallet/instruments')).json()) as {
    instruments: { id: number; is_default: boolean }[];
  };
  const instrument = wallet.instruments.find((item) => item.is_default) ?? wallet.instruments[0];
  if (!instrument) throw new Error('the demo wallet is empty');
  return instrument.id;
}

// On a server of its own: these tests move its clock by days (see playwright.config.ts).
test.use({ baseURL: paymentsURL });

// Each test sets up what it needs through the API, so any one runs alone (`-g`) or again on a
// retry. They share the server's test clock, so they run one after another.
test.describe.configure({ mode: 'serial' });

test('pay a bill step by step: sign in returns to the step, reload and Back keep it, a double click pays once, a .13 amount fails', async ({
  page,
  apiSignIn,
  signIn,
  consoleErrors,
}) => {
  // Five axe runs and a worker round on a shared machine.
  test.setTimeout(240_000);
  await apiSignIn('demo@doxo.test');
  const listingId = await firstListingId(page.request);
  // Payments an earlier attempt made are not this one's.
  const paymentsOfBill = async () =>
    ((await (await page.request.get(`/api/payments?listing=${listingId}&limit=100`)).json()) as PaymentList).list;
  const earlier = new Set((await paymentsOfBill()).map((payment) => payment.id));
  await page.context().clearCookies();

  const start = `/u/bills-to-pay/all-groups/all-services?listing=${listingId}`;
  await openPage(page, start);
  await expect(page.getByText('Sign in to pay this bill.')).toBeVisible();
  await signIn('demo@doxo.test');
  await expect(stepHeading(page, 'Step 1 of 4: Amount')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Amount to pay (USD)').fill('25.13');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page, 'Step 2 of 4: Payment method')).toBeVisible();
  expect(page.url()).toContain('amount=25.13');
  await expectNoAxeViolations(page);
  await page.reload();
  await waitForHydration(page);
  await expect(stepHeading(page, 'Step 2 of 4: Payment method')).toBeVisible();
  await page.goBack();
  await expect(stepHeading(page, 'Step 1 of 4: Amount')).toBeVisible();
  await page.goForward();
  await expect(stepHeading(page, 'Step 2 of 4: Payment method')).toBeVisible();

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page, 'Step 3 of 4: Delivery date')).toBeVisible();
  await expect(page.getByLabel('Deliver on')).not.toHaveValue('');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page, 'Step 4 of 4: Review and pay')).toBeVisible();
  await expect(page.getByText('Total')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: /^Pay \$/ }).dblclick();
  await expect(page.getByRole('heading', { name: /Confirmation DX-/ })).toBeVisible();
  await expect(page.getByText('Delivery date')).toBeVisible();
  await expectNoAxeViolations(page);
  const made = (await paymentsOfBill()).filter((payment) => !earlier.has(payment.id));
  expect(made.map((payment) => payment.amount_cents)).toEqual([2513]);

  // Run the worker (and reach the send day if today is not a banking day).
  await page.request.post('/api/test-clock', { data: { advance_days: 3 } });
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByText(/insufficient funds/)).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a weekend day is refused beside the field; the bill shows the payment scheduled; the receipt prints alone; cancel it, with the keyboard only', async ({
  page,
  apiSignIn,
}) => {
  await apiSignIn('demo@doxo.test');
  const listingId = await firstListingId(page.request);
  const { banking, saturday } = await laterDeliveryDays(
    page.request,
    listingId,
    await defaultInstrumentId(page.request),
  );
  await openPage(page, `/u/bills-to-pay/all-groups/all-services?listing=${listingId}&amount=30.00`);
  await expect(stepHeading(page, 'Step 2 of 4: Payment method')).toBeVisible();
  // Keyboard only: focus sits on the step heading; Tab to the controls and press Enter.
  await page.getByLabel('Pay from').focus();
  await page.keyboard.press('Tab'); // Add another payment method
  await page.keyboard.press('Tab'); // Continue
  await page.keyboard.press('Enter');
  await expect(stepHeading(page, 'Step 3 of 4: Delivery date')).toBeVisible();
  // A Saturday: the server's banking calendar refuses it, in words beside the field.
  await page.getByLabel('Deliver on').fill(saturday);
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Deliver on')).toHaveAccessibleDescription(/is not a banking day/);
  await expect(stepHeading(page, 'Step 3 of 4: Delivery date')).toBeVisible();
  await page.getByLabel('Deliver on').fill(banking);
  await page.keyboard.press('Enter');
  await expect(stepHeading(page, 'Step 4 of 4: Review and pay')).toBeVisible();
  await page.getByRole('button', { name: /^Pay \$/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: /Confirmation DX-/ })).toBeVisible();
  const receiptUrl = page.url();

  // The bill says a payment is on its way.
  await openPage(page, `/u/bills/${listingId}`);
  await expect(page.getByRole('definition').filter({ hasText: /^Scheduled$/ })).toBeVisible();
  await expect(page.getByText(/^\$30\.00, arriving /)).toBeVisible();

  // Printed, the receipt stands alone: no header, navigation, footer or buttons.
  await openPage(page, receiptUrl);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { name: /Confirmation DX-/ })).toBeVisible();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' }).first()).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print receipt' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  await page.getByRole('button', { name: 'Cancel payment' }).focus();
  await page.keyboard.press('Enter');
  // Canceling asks first, saying what happens.
  const ask = page.getByRole('dialog', { name: 'Cancel this payment?' });
  await expect(ask).toContainText('Nothing has left your account yet');
  await ask.getByRole('button', { name: 'Cancel payment' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Canceled by you.')).toBeVisible();
});

test('payment history filters by bill and status and downloads CSV', async ({ page, apiSignIn }) => {
  const session = await apiSignIn('demo@doxo.test');
  const listingId = await firstListingId(page.request);
  const instrumentId = await defaultInstrumentId(page.request);
  // A payment of this test's own, canceled, for the filters to find.
  const { banking } = await laterDeliveryDays(page.request, listingId, instrumentId);
  const created = await page.request.post('/api/payments', {
    data: {
      listing_id: listingId,
      payment_instrument_id: instrumentId,
      amount_cents: 3_137,
      delivery_date: banking,
    },
    headers: { 'x-csrf-token': session.csrf_token, 'idempotency-key': `history-${Date.now()}` },
  });
  expect(created.status()).toBe(201);
  const { id, confirmation_number: confirmation } = (await created.json()) as {
    id: number;
    confirmation_number: string;
  };
  const canceled = await page.request.post(`/api/payments/${id}/cancel`, {
    headers: { 'x-csrf-token': session.csrf_token },
  });
  expect(canceled.status()).toBe(200);

  await openPage(page, '/u/bills/history');
  await expect(page.getByRole('table', { name: /Your payments/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Bill').selectOption(String(listingId));
  await page.getByLabel('Status').selectOption('canceled');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  const table = page.getByRole('table', { name: /Your payments/ });
  await expect(table.getByRole('row').filter({ hasText: confirmation })).toContainText('$31.37');
  await expect(table.getByRole('row').filter({ hasText: confirmation })).toContainText('Canceled');
  await expect(table.getByText('Scheduled')).toHaveCount(0);
  const download = page.getByRole('link', { name: 'Download these payments as CSV' });
  await expect(download).toHaveAttribute('href', new RegExp(`listing=${listingId}&status=canceled`));
  const csv = await page.request.get((await download.getAttribute('href')) ?? '');
  expect(await csv.text()).toContain(`"${confirmation}"`);
});

test("a bill's seeded payments are in its history and its CSV, the newest one its last payment", async ({
  page,
  apiSignIn,
}) => {
  await apiSignIn('demo@doxo.test');
  const accounts = (await (await page.request.get('/api/accounts/list?include=account_detail&limit=100')).json()) as {
    list: { id: number; account_detail?: { last_payment: { amount_cents: number } | null } }[];
  };
  const paid = accounts.list.find((item) => item.account_detail?.last_payment);
  const last = paid?.account_detail?.last_payment;
  if (!paid || !last) throw new Error('no demo bill has a payment');
  await openPage(page, '/u/bills/history');
  await page.getByLabel('Bill').selectOption(String(paid.id));
  await page.getByLabel('Status').selectOption('delivered');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  const rows = page.getByRole('table', { name: /Your payments/ }).getByRole('row');
  // The demo account is a member: no fee, so the row's total is the amount paid.
  const amount = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(last.amount_cents / 100);
  await expect(rows.nth(1)).toContainText(amount);
  await expect(rows.nth(1)).toContainText('Delivered');
  const shown = (await rows.count()) - 1;
  const href = await page.getByRole('link', { name: 'Download these payments as CSV' }).getAttribute('href');
  const csv = await (await page.request.get(href ?? '')).text();
  expect(csv.trim().split('\n').length - 1).toBeGreaterThanOrEqual(shown);
});

test('an autopay run creates a payment when the clock reaches its day', async ({ page, apiSignIn }) => {
  const session = await apiSignIn('demo@doxo.test');
  const headers = { 'x-csrf-token': session.csrf_token };
  const clockNow = (await (await page.request.get('/api/test-clock')).json()) as { now: string };
  // Removed afterwards (its autopay payment with it): other tests count demo's 12 bills.
  const billId = (await addBillDueIn(page.request, headers, 5)).id;
  try {
    const saved = await page.request.put(`/api/autopay/${billId}`, {
      data: {
        payment_instrument_id: await defaultInstrumentId(page.request),
        amount_kind: 'fixed',
        fixed_amount_cents: 1234,
        days_before_due: 3,
      },
      headers,
    });
    expect(saved.status()).toBe(200);
    const rule = (await saved.json()) as { next_autopay_date: string | null };
    expect(rule.next_autopay_date).not.toBeNull();
    const days = Math.max(
      0,
      Math.ceil((Date.parse(`${rule.next_autopay_date}T00:00:00Z`) - Date.parse(clockNow.now)) / DAY_MS),
    );
    await page.request.post('/api/test-clock', { data: { advance_days: days } });
    const made = (await (await page.request.get(`/api/payments?listing=${billId}`)).json()) as PaymentList;
    expect(made.list.map((payment) => payment.amount_cents)).toEqual([1234]);
    // This statement is paid: the bill's autopay shows no next date until the next statement.
    const after = (await (await page.request.get(`/api/autopay/${billId}`)).json()) as {
      next_autopay_date: string | null;
    };
    expect(after.next_autopay_date).toBeNull();
  } finally {
    await page.request.delete(`/api/bills/${billId}`, { headers });
  }
});

test('pay this biller from its page: confirm it, add the bill, add a card inline, opt in to paperless and autopay', async ({
  page,
  apiSignIn,
  consoleErrors,
}) => {
  // Seven axe runs and a bill, a card and a payment created on a shared machine.
  test.setTimeout(240_000);
  const session = await apiSignIn('apo@doxo.test');
  // Starts with no Comcast bill: one an earlier run added is removed (its payments stay).
  for (;;) {
    const start = (await (await page.request.get('/api/payments/biller?provider=comcast-xfinity')).json()) as {
      listing_id: number | null;
    };
    if (start.listing_id === null) break;
    const removed = await page.request.delete(`/api/bills/${start.listing_id}`, {
      headers: { 'x-csrf-token': session.csrf_token },
    });
    expect(removed.ok()).toBe(true);
  }

  await openPage(page, '/u/biller/comcast-xfinity');
  await page.getByRole('link', { name: 'Pay this biller' }).click();
  await expect(stepHeading(page, 'Step 1 of 6: Biller')).toBeVisible();
  expect(page.url()).toContain('provider=comcast-xfinity');
  await expectNoAxeViolations(page);

  // Keyboard only: focus is on the step heading; the next stop is the confirmation.
  await expect(stepHeading(page, 'Step 1 of 6')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Yes, this is my biller' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(stepHeading(page, 'Step 2 of 6: Account number')).toBeVisible();
  expect(page.url()).toContain('biller_confirmed=true');
  await page.keyboard.press('Tab');
  await page.keyboard.type('12');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Account number' })).toHaveAccessibleDescription(
    /4 to 24 letters and digits/,
  );
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'Account number' }).fill('8877665544331234');
  await page.getByRole('button', { name: 'Add this bill and continue' }).click();
  await expect(stepHeading(page, 'Step 3 of 6: Amount')).toBeVisible();
  const listingId = Number(new URL(page.url()).searchParams.get('listing'));
  expect(listingId).toBeGreaterThan(0);
  await expect(page.getByText('account ••••1234')).toBeVisible();
  // Back from the new bill's first step does not bounce forward again: it says the bill is
  // there, and paying it goes on.
  await page.goBack();
  await expect(page.getByText(/bill is in your bills/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to your bills' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay this bill' }).click();
  await expect(page.getByRole('heading', { name: /: Amount$/ })).toBeVisible();
  expect(Number(new URL(page.url()).searchParams.get('listing'))).toBe(listingId);
  await expect(page.getByText('account ••••1234')).toBeVisible();
  await page.getByLabel('Amount to pay (USD)').fill('40.00');
  await page.getByRole('button', { name: 'Continue' }).click();

  // A payment method added right here pays the bill.
  await expect(stepHeading(page, 'Step 4 of 6: Payment method')).toBeVisible();
  const panel = page.getByRole('region', { name: /^Step \d of \d/ });
  await panel.getByRole('button', { name: 'Add another payment method' }).click();
  await expect(panel.getByLabel('Type', { exact: true })).toBeFocused();
  // The sandbox's Visa debit card: the vault reads its funding type, so its fee is debit's $1.99.
  // A name of this run's own: a retry finds its card, not the one an earlier attempt added.
  const nickname = `Trip card ${Date.now() % 1_000_000}`;
  await fillCardForm(panel, { number: '4000 0566 5566 5556', zip: '09012', nickname });
  await expectNoAxeViolations(page);
  await panel.getByRole('button', { name: 'Add payment method' }).click();
  await expect(stepHeading(page, 'Step 5 of 6: Delivery date')).toBeVisible();
  const wallet = (await (await page.request.get('/api/wallet/instruments')).json()) as {
    instruments: { id: number; nickname: string }[];
  };
  const card = wallet.instruments.find((instrument) => instrument.nickname === nickname);
  expect(new URL(page.url()).searchParams.get('payment_instrument')).toBe(String(card?.id));
  await page.getByRole('button', { name: 'Continue' }).click();

  // The review: the total with the debit card's fee, and the opt-ins kept in the URL.
  await expect(stepHeading(page, 'Step 6 of 6: Review and pay')).toBeVisible();
  await expect(page.getByText('Total cost')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay $41.99' })).toBeVisible();
  await page.getByRole('checkbox', { name: /Go paperless/ }).check();
  await expect(page).toHaveURL(/opt_in_paperless=true/);
  await page.getByRole('checkbox', { name: 'Turn on autopay' }).check();
  await expect(page).toHaveURL(/opt_in_auto_pay=true/);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    'no sideways scroll at 390 px',
  ).toBeLessThanOrEqual(390);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('checkbox', { name: /Go paperless/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Turn on autopay' })).toBeChecked();
  await page.getByRole('button', { name: 'Pay $41.99' }).click();
  await expect(page.getByRole('heading', { name: /Confirmation DX-/ })).toBeVisible();

  const bill = (await (await page.request.get(`/api/accounts/${listingId}`)).json()) as {
    paperless: boolean;
  };
  expect(bill.paperless).toBe(true);
  const rule = await page.request.get(`/api/autopay/${listingId}`);
  expect(rule.status()).toBe(200);
  expect(((await rule.json()) as { payment_instrument_id: number }).payment_instrument_id).toBe(card?.id);
  expect(consoleErrors).toEqual([]);
});

test('a user with a bill from that biller goes to it; each Most Common Billers row starts paying its biller', async ({
  page,
  apiSignIn,
  signIn,
}) => {
  // Sets up a bill, signs in twice and runs axe on a shared machine.
  test.slow();
  const session = await apiSignIn('apo@doxo.test');
  const start = (await (await page.request.get('/api/payments/biller?provider=comcast-xfinity')).json()) as {
    biller: { id: number };
    listing_id: number | null;
  };
  if (start.listing_id === null) {
    const added = await page.request.post('/api/bills', {
      data: { biller_id: start.biller.id, account_number: '5566778899001234' },
      headers: { 'x-csrf-token': session.csrf_token, 'idempotency-key': `apo-${Date.now()}` },
    });
    expect(added.status()).toBe(201);
  }
  await openPage(page, '/u/bills-to-pay/all-groups/all-services?provider=comcast-xfinity');
  await expect(stepHeading(page, 'Step 1 of 4: Amount')).toBeVisible();
  await expect(page).toHaveURL(/listing=\d+/);
  expect(new URL(page.url()).searchParams.has('provider')).toBe(false);

  // Signed out, a row's Pay asks to sign in through the container and comes back to the step.
  await page.context().clearCookies();
  await openPage(page, '/u/bills-to-pay/all-groups/all-services');
  const firstPay = page.getByRole('table').getByRole('link', { name: /^Pay / }).first();
  await expect(firstPay).toHaveAttribute('href', /\?provider=[a-z0-9-]+$/);
  await firstPay.click();
  await expect(page.getByText('Sign in to pay this bill.')).toBeVisible();
  expect(page.url()).toContain('provider=');
  await signIn('apo@doxo.test');
  await expect(stepHeading(page, /Step 1 of [46]: (Biller|Amount)/.source)).toBeVisible();
  await expectNoAxeViolations(page);
});

/**
 * A bill of the signed-in user's own, added for the test, with a statement due at least `days`
 * after the server's day: the tests before it move this server's clock on, so the seeded bills'
 * statements may be behind it. The caller removes it afterwards (its payments stay).
 */
async function addBillDueIn(
  request: APIRequestContext,
  headers: { 'x-csrf-token': string },
  days: number,
): Promise<{ id: number; due_date: string }> {
  const soonest = new Date((await serverToday(request)).getTime() + days * DAY_MS).toISOString().slice(0, 10);
  const billerId = (
    (await (await request.get('/api/accounts/list?limit=1')).json()) as {
      list: { provider: { id: number } }[];
    }
  ).list[0]?.provider.id;
  if (billerId === undefined) throw new Error('the signed-in user has no bill to take a biller from');
  return addBillDueWhen(request, headers['x-csrf-token'], { billerId }, (due) => due >= soonest);
}

test('pay with "Turn on autopay" ticked: one payment for the statement, autopay from the next; a second payment asks first', async ({
  page,
  apiSignIn,
  consoleErrors,
}) => {
  test.setTimeout(240_000);
  const session = await apiSignIn('many@doxo.test');
  const headers = { 'x-csrf-token': session.csrf_token };
  const listingId = (await addBillDueIn(page.request, headers, 7)).id;
  try {
    await payWithAutopayTicked(page, listingId, consoleErrors);
  } finally {
    await page.request.delete(`/api/bills/${listingId}`, { headers });
  }
});

async function payWithAutopayTicked(page: Page, listingId: number, consoleErrors: string[]) {
  const paymentsOfBill = async () =>
    ((await (await page.request.get(`/api/payments?listing=${listingId}&limit=100`)).json()) as PaymentList).list;

  // Amounts as people type them.
  await openPage(page, `/u/bills-to-pay/all-groups/all-services?listing=${listingId}`);
  await page.getByLabel('Amount to pay (USD)').fill('$1,200.50');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page, 'Step 2 of 4: Payment method')).toBeVisible();
  expect(page.url()).toContain('amount=1200.50');
  await openPage(page, `/u/bills-to-pay/all-groups/all-services?listing=${listingId}&amount=12.34`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page, 'Step 3 of 4: Delivery date')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page, 'Step 4 of 4: Review and pay')).toBeVisible();
  await page.getByRole('checkbox', { name: /Turn on autopay/ }).check();
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByRole('heading', { name: /Confirmation DX-/ })).toBeVisible();

  // The bill page says autopay starts with the next statement.
  await openPage(page, `/u/bills/${listingId}`);
  await expect(page.getByText(/Autopay starts with your next statement/)).toBeVisible();
  await expectNoAxeViolations(page);

  // A second payment to the same bill asks first, in words; "Don't pay" stops.
  const payAgain = async () => {
    await openPage(page, `/u/bills-to-pay/all-groups/all-services?listing=${listingId}&amount=5.00`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(stepHeading(page, 'Step 3 of 4: Delivery date')).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(stepHeading(page, 'Step 4 of 4: Review and pay')).toBeVisible();
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    const warning = page.getByRole('alert').filter({ hasText: 'You paid this bill recently' });
    await expect(warning).toContainText('$12.34');
    await expect(warning).toContainText(/confirmation DX-/);
    return warning;
  };
  const first = await payAgain();
  await expectNoAxeViolations(page);
  await first.getByRole('button', { name: 'Don’t pay' }).click();
  await expect(page).toHaveURL(new RegExp(`/u/bills/${listingId}$`));
  expect((await paymentsOfBill()).map((payment) => payment.amount_cents)).toEqual([1234]);
  const second = await payAgain();
  await second.getByRole('button', { name: 'Pay again anyway' }).click();
  await expect(page.getByRole('heading', { name: /Confirmation DX-/ })).toBeVisible();
  const amounts = (await paymentsOfBill()).map((payment) => payment.amount_cents);
  expect(amounts.sort((a, b) => a - b)).toEqual([500, 1234]);

  // Past the due date, autopay has made nothing for this statement.
  await page.request.post('/api/test-clock', { data: { advance_days: 8 } });
  const made = await paymentsOfBill();
  expect(made.filter((payment) => payment.amount_cents !== 500 && payment.amount_cents !== 1234)).toEqual([]);
  // The browser logs the API's 409 (the duplicate the flow asked about); nothing else.
  expect(consoleErrors.filter((line) => !line.includes('409 (Conflict)'))).toEqual([]);
}

test('a card is checked as it is typed and its expiry taken as typed ("0929")', async ({ page, apiSignIn }) => {
  await apiSignIn('many@doxo.test');
  await openPage(page, '/u/wallet');
  await page.getByRole('button', { name: 'Add payment method' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a payment method' });
  await expect(dialog.getByLabel('Type')).not.toContainText('Debit');
  // A complete number failing the Luhn check is said before any submit.
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4241');
  await expect(dialog.getByLabel('Card number')).toHaveAccessibleDescription(/not valid/);
  await dialog.getByLabel('Card number').fill('5200 8282 8282 8210');
  await expect(dialog.getByLabel('Card number')).toHaveAccessibleDescription(/Mastercard/);
  await dialog.getByLabel('Expiry').fill('0929');
  await dialog.getByLabel('Security code').fill('123');
  await dialog.getByLabel('Billing ZIP code').fill('10001');
  await dialog.getByLabel('Nickname (optional)').fill('Typed expiry');
  await dialog.getByRole('button', { name: 'Add payment method' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('list', { name: 'Payment methods' }).getByText(/debit card ending in 8210, expires 09\/2029/),
  ).toBeVisible();
});
