import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type APIRequestContext, type Locator, type Page } from '@playwright/test';

type Fixtures = {
  /** Console errors and uncaught exceptions of a page; every test asserts there are none. */
  consoleErrors: string[];
  /** Signs the test's page in as a person does: the header's Sign in, then the dialog. */
  signIn: (email: string) => Promise<void>;
  /** Signs the test's page in through the API (it shares the page's cookies); answers the session. */
  apiSignIn: (email: string) => Promise<{ csrf_token: string }>;
};

export const test = base.extend<Fixtures>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
  signIn: async ({ page }, use) => {
    await use((email) => signInThroughDialog(page, email));
  },
  apiSignIn: async ({ page }, use) => {
    await use((email) => signInThroughApi(page.request, email));
  },
});

export { expect };

export async function waitForHydration(page: Page) {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

/** Loads a page and waits until it is hydrated: before that, a click may reach no handler. */
export async function openPage(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}

/** A link of the main navigation (the sidebar), by its name. */
export function mainNavigationLink(page: Page, name: string): Locator {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name });
}

/** Adds a link to the page's main content, for a test to follow one the page does not draw. */
export async function addLinkToPage(page: Page, link: { href: string; text: string; id?: string }) {
  await page.evaluate(({ href, text, id }) => {
    const anchor = document.createElement('a');
    anchor.href = href;
    anchor.textContent = text;
    if (id) anchor.id = id;
    document.querySelector('main')?.append(anchor);
  }, link);
}

/**
 * A client address of its own (the servers trust the loopback proxy's X-Forwarded-For), so one
 * test's sign-ups or messages never count against another's per-address limits.
 */
export function clientAddress(): Record<string, string> {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  return { 'x-forwarded-for': `198.51.${octet()}.${octet()}` };
}

/** Every demo account's password (README, "Signing in"). */
export const DEMO_PASSWORD = 'doxo-demo-2026';

/** The demo account's sign-in, as the API's POST /session takes it. */
export const DEMO = { email: 'demo@doxo.test', password: DEMO_PASSWORD };

/**
 * Fills the open "Sign in to doxo" dialog and submits it; answers the dialog. For a sign-in
 * that does not close it (a failing API moves the browser on instead).
 */
export async function submitSignInDialog(page: Page, email: string, password = DEMO_PASSWORD) {
  const dialog = page.getByRole('dialog', { name: 'Sign in to doxo' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  return dialog;
}

/** Fills the open "Sign in to doxo" dialog, submits it and waits until it closes. */
export async function signInWithDialog(page: Page, email: string, password = DEMO_PASSWORD) {
  await expect(await submitSignInDialog(page, email, password)).toBeHidden();
}

/** Signs in as a person does: the header's Sign in, then the dialog. */
export async function signInThroughDialog(page: Page, email: string) {
  await page.getByRole('button', { name: 'Sign in' }).first().click();
  await signInWithDialog(page, email);
}

/** Signs the request context in through the API; answers the session (its CSRF token). */
export async function signInThroughApi(
  request: APIRequestContext,
  email: string,
): Promise<{ csrf_token: string; session: string }> {
  const response = await request.post('/api/session', {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(201);
  // The session cookie's value, for a test that hands it to another request or browser context.
  const session = /doxo_session=([^;]+)/.exec(response.headers()['set-cookie'] ?? '')?.[1];
  if (!session) throw new Error('No session cookie');
  return { ...((await response.json()) as { csrf_token: string }), session };
}

/**
 * Adds a bill of the signed-in user's from `bill.billerId` whose statement is due on a day `wanted`
 * accepts. The sandbox biller picks each account's due date from its number, so new numbers are
 * tried in turn and the bills not wanted are removed (they then remind of nothing). The caller
 * removes the one it gets when it is done with it, if others count the user's bills.
 */
export async function addBillDueWhen(
  request: APIRequestContext,
  csrf: string,
  bill: { billerId: number; nickname?: string },
  wanted: (dueDate: string) => boolean,
): Promise<{ id: number; due_date: string }> {
  const headers = { 'x-csrf-token': csrf };
  const numbers = `7700${Date.now() % 100_000}`;
  for (let attempt = 0; attempt < 150; attempt += 1) {
    const added = await request.post('/api/bills', {
      data: {
        biller_id: bill.billerId,
        account_number: `${numbers}${attempt}`,
        ...(bill.nickname ? { nickname: bill.nickname } : {}),
      },
      headers: { ...headers, 'idempotency-key': `bill-due-${numbers}-${attempt}` },
    });
    expect(added.status()).toBe(201);
    const { id, due_date } = ((await added.json()) as { bill: { id: number; due_date: string | null } }).bill;
    if (due_date && wanted(due_date)) return { id, due_date };
    const removed = await request.delete(`/api/bills/${id}`, { headers });
    expect(removed.ok()).toBe(true);
  }
  throw new Error('no sandbox account number in 150 gave a bill due when wanted');
}

/** Fills the wallet's card form (on a page, in a dialog or in a step) with a card valid to 08/30. */
export async function fillCardForm(form: Page | Locator, card: { number: string; zip: string; nickname?: string }) {
  await form.getByLabel('Card number').fill(card.number);
  await form.getByLabel('Expiry').fill('08/30');
  await form.getByLabel('Security code').fill('123');
  await form.getByLabel('Billing ZIP code').fill(card.zip);
  if (card.nickname) await form.getByLabel('Nickname (optional)').fill(card.nickname);
}

/** The page does not scroll sideways at its width; `what` names the page in a failure. */
export async function expectNoSidewaysScroll(page: Page, what?: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, what).toBeLessThanOrEqual(0);
}

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/** How `from` answers, asked without following a redirect: its status and where it sends the browser. */
export async function redirectOf(request: APIRequestContext, from: string) {
  const response = await request.get(from, { maxRedirects: 0 });
  return { status: response.status(), location: response.headers().location };
}

/**
 * The areas (docs/product.md#routes) with the heading (and, when not 200, the status) each answers
 * with; an area that needs an account, with the heading of the sign-in card a signed-out visitor
 * sees there too (docs/product.md#signed-out-visitors).
 */
export const routes = [
  { path: '/u/bills', heading: 'Your bills', signInTitle: 'Sign in to see your bills' },
  { path: '/u/bills-to-pay/all-groups/all-services', heading: 'Most Common Billers in USA' },
  { path: '/u/biller', heading: 'Billers' },
  { path: '/u/wallet', heading: 'Wallet', signInTitle: 'Sign in to see your wallet' },
  { path: '/u/identity-protection', heading: 'Identity protection' },
  { path: '/u/credit-score', heading: 'Credit score' },
  { path: '/u/doxoplus', heading: 'doxoPLUS' },
  { path: '/u/doxoplus/enroll', heading: 'Join doxoPLUS', signInTitle: 'Sign in to enroll' },
  { path: '/u/savings', heading: 'Savings' },
  { path: '/u/search', heading: 'Search' },
  { path: '/u/user-account', heading: 'Account settings', signInTitle: 'Sign in to manage your account' },
  { path: '/u/maintenance', heading: "We'll be right back", status: 503 },
] as const satisfies readonly { path: string; heading: string; status?: number; signInTitle?: string }[];

/** The areas that need an account, each with the heading of the sign-in card a signed-out visitor sees there. */
export const signInAreas = routes.flatMap((route) =>
  'signInTitle' in route ? [{ path: route.path, title: route.signInTitle }] : [],
);
