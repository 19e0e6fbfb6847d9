import type { APIRequestContext } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import {
  addBillDueWhen,
  clientAddress,
  expect,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  mainNavigationLink,
  openPage,
  signInWithDialog,
  test,
  waitForHydration,
} from './fixtures.js';
import { confirmEmail, mailTo } from './outbox.js';

// The notification centre (docs/product.md#notification-centre): reminders made by the worker as
// the test clock moves, the bell's count from the page's own session answer, mark-read, and the
// preferences (docs/product.md#notification-preferences). Each test signs up a person of its own,
// so the demo accounts other tests count stay as they are.
const DAY_MS = 24 * 60 * 60 * 1000;
// One test at a time: each moves the server's one clock, and a neighbour's move could carry
// another's bill past its due date before the reminder is made.
test.describe.configure({ mode: 'serial' });
const PASSWORD = 'violet-canoe-Harbor-71-mint';

/** Signs a new person up through the API (the page's cookies then carry their session). */
async function signUp(request: APIRequestContext): Promise<{ email: string; csrf: string }> {
  const email = `notify-${randomBytes(4).toString('hex')}@example.com`;
  const created = await request.post('/api/users', {
    data: { email, password: PASSWORD, zip_code: '98101' },
    headers: clientAddress(),
  });
  expect(created.status()).toBe(201);
  // Notifications are mailed only to a confirmed address
  // (docs/product.md#notification-mail-to-confirmed-addresses).
  await confirmEmail(request, email);
  const session = (await (await request.get('/api/session')).json()) as { csrf_token: string };
  return { email, csrf: session.csrf_token };
}

async function serverToday(request: APIRequestContext): Promise<string> {
  const clock = (await (await request.get('/api/test-clock')).json()) as { now: string };
  return clock.now.slice(0, 10);
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * Adds one bill due five or six days ahead (the sandbox biller picks each account's due date
 * from its number), removing the others tried on the way so they remind of nothing.
 */
async function billDueLater(request: APIRequestContext, csrf: string, nickname: string) {
  const { billers } = (await (await request.get('/api/directory/billers', { params: { query: 'energy' } })).json()) as {
    billers: { id: number }[];
  };
  const billerId = billers[0]?.id;
  if (!billerId) throw new Error('the seed has an energy biller');
  const today = await serverToday(request);
  // Due five or six days on: the clock then moves three or four days, not weeks, since
  // every spec after this one shares the server's clock and the seed's due dates.
  const bill = await addBillDueWhen(request, csrf, { billerId, nickname }, (dueDate) => {
    const daysOn = daysBetween(today, dueDate);
    return daysOn > 4 && daysOn <= 6;
  });
  return { id: bill.id, dueDate: bill.due_date, today };
}

/** Moves the server's clock to two days before `dueDate` and runs the jobs that came due. */
async function moveToTwoDaysBefore(request: APIRequestContext, dueDate: string) {
  const days = daysBetween(await serverToday(request), dueDate) - 2;
  const moved = await request.post('/api/test-clock', {
    data: { advance_days: Math.max(days, 0) },
  });
  expect(moved.status()).toBe(200);
}

test('someone who signs in on an open page sees their unread count at once, without a reload', async ({
  page,
  consoleErrors,
}) => {
  test.slow();
  const { email, csrf } = await signUp(page.request);
  const nickname = `Sign-in ${randomBytes(3).toString('hex')}`;
  const bill = await billDueLater(page.request, csrf, nickname);
  await moveToTwoDaysBefore(page.request, bill.dueDate);
  await page.context().clearCookies();

  await openPage(page, '/u/bills');
  await page.getByRole('button', { name: 'Sign in' }).first().click();
  await signInWithDialog(page, email, PASSWORD);
  await expect(page.getByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a bill coming due is reminded of in the centre and by mail; marking it read empties the bell (keyboard only)', async ({
  page,
  consoleErrors,
}) => {
  test.slow();
  const { email, csrf } = await signUp(page.request);
  const nickname = `Reminder ${randomBytes(3).toString('hex')}`;
  const bill = await billDueLater(page.request, csrf, nickname);

  await openPage(page, '/u/bills');
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();

  await moveToTwoDaysBefore(page.request, bill.dueDate);
  // A client navigation brings the new count along with the next page: no reload, and no
  // request of the bell's own.
  const bellCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/notifications')) bellCalls.push(request.url());
  });
  await mainNavigationLink(page, 'Wallet').click();
  await expect(page).toHaveURL(/\/u\/wallet$/);
  const bell = page.getByRole('link', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();
  expect(bellCalls).toEqual([]);

  // Keyboard only: the bell, then the notification's Mark as read.
  await bell.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/u\/notifications$/);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  const entry = page.getByRole('listitem').filter({ hasText: nickname });
  const link = entry.getByRole('link', { name: new RegExp(`${nickname} is due`) });
  await expect(link).toHaveAttribute('href', `/u/bills/${bill.id}`);
  await expect(entry).toContainText('no payment is scheduled');
  await expectNoAxeViolations(page);

  const markRead = entry.getByRole('button', { name: new RegExp('^Mark as read') });
  await markRead.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(markRead).toHaveCount(0);
  await expect(link).toBeFocused();
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();

  // And in the outbox, as `npm run mail` reads it, with a link to the bill.
  const messages = await mailTo(page.request, email);
  const reminder = messages.find((message) => message.kind === 'bill_due_soon');
  expect(reminder?.subject).toContain(nickname);
  expect(reminder?.text).toContain(`/u/bills/${bill.id}`);

  // A reload keeps it read: the count comes from the server again.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('with in-app reminders turned off in account settings, the centre stays empty and the mail still goes', async ({
  page,
  consoleErrors,
}) => {
  test.slow();
  const { email, csrf } = await signUp(page.request);
  await openPage(page, '/u/user-account');
  const group = page.getByRole('group', {
    name: 'A bill is due within 3 days and no payment is scheduled',
  });
  const inApp = group.getByRole('switch', { name: 'In the app' });
  await expect(inApp).toBeChecked();
  await inApp.focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(inApp).not.toBeChecked();
  await expect(group.getByRole('switch', { name: 'Email' })).toBeChecked();
  await expectNoAxeViolations(page);

  const nickname = `Quiet ${randomBytes(3).toString('hex')}`;
  const bill = await billDueLater(page.request, csrf, nickname);
  await moveToTwoDaysBefore(page.request, bill.dueDate);

  await openPage(page, '/u/notifications');
  await expect(page.getByRole('heading', { name: 'No notifications yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  const messages = await mailTo(page.request, email);
  expect(messages.some((message) => message.subject.includes(nickname))).toBe(true);
  expect(consoleErrors).toEqual([]);
});

test('a signed-out visitor learns what the centre is for and can sign in', async ({ page }) => {
  await openPage(page, '/u/notifications');
  await expect(page.getByRole('heading', { name: 'Sign in to see your notifications' })).toBeVisible();
  await expect(page.getByText(/Reminders of bills coming due, payments delivered/)).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Notifications/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the centre fits 390 px and passes axe in ${colorScheme}`, async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      colorScheme,
    });
    const page = await context.newPage();
    try {
      const { csrf } = await signUp(page.request);
      const nickname = `Narrow ${randomBytes(3).toString('hex')}`;
      const bill = await billDueLater(page.request, csrf, nickname);
      await moveToTwoDaysBefore(page.request, bill.dueDate);
      await openPage(page, '/u/notifications');
      await expect(page.getByRole('link', { name: /Notifications, \d+ unread/ })).toBeVisible();
      await expect(page.getByRole('listitem').filter({ hasText: nickname })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
      await openPage(page, '/u/user-account');
      // The preferences load after hydration: a busy machine's API call can outlast 5 s.
      await expect(page.getByRole('switch', { name: 'In the app' }).first()).toBeVisible({
        timeout: 15_000,
      });
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
    }
  });
}
