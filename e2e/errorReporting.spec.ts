import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { collectorReadKey, maintenanceURL } from '../playwright.config.js';
import { expect, mainNavigationLink, openPage, test } from './fixtures.js';

// docs/product.md#error-reporting: the browser's reporter (@airbrake/browser) against the collector
// in our own API, read back through its listing endpoint. Every test tags its errors with a unique
// text, because the tests run in parallel against one collector.

type HistoryEntry = { type?: string; url?: string; message?: string; target?: string };
type StoredNotice = {
  id: number | string;
  received_at: string;
  error_type: string;
  error_message: string;
  url: string | null;
  notice: {
    context?: { history?: HistoryEntry[]; url?: string; component?: string };
    params?: Record<string, unknown>;
  };
};
type NoticeListing = { notices: StoredNotice[]; next_before: number | string | null };

/** Every stored notice that matches, newest first, across all pages of the listing. */
async function storedNotices(
  request: APIRequestContext,
  matches: (notice: StoredNotice) => boolean,
  origin = '',
): Promise<StoredNotice[]> {
  const found: StoredNotice[] = [];
  let before: number | string | null = null;
  for (let page = 0; page < 100; page += 1) {
    const query = before === null ? '' : `&before=${before}`;
    const response = await request.get(`${origin}/api/v3/projects/1/notices?limit=100${query}`, {
      headers: { authorization: `Bearer ${collectorReadKey}` },
    });
    expect(response.status()).toBe(200);
    const listing: NoticeListing = await response.json();
    found.push(...listing.notices.filter(matches));
    if (listing.next_before === null) break;
    before = listing.next_before;
  }
  return found;
}

function tagged(tag: string) {
  return (notice: StoredNotice) => notice.error_message.includes(tag);
}

function uniqueTag(name: string): string {
  return `${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/** Uncaught errors, each thrown from its own task as a real bug would be. */
async function throwUncaught(page: Page, messages: string[]) {
  await page.evaluate((all) => {
    for (const message of all) {
      setTimeout(() => {
        throw new Error(message);
      });
    }
  }, messages);
}

/** The browser loses its connection; the page has noticed once navigator.onLine says so. */
async function goOffline(page: Page, context: BrowserContext) {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

async function openInsights(page: Page) {
  await openPage(page, '/u/bills-to-pay/all-groups/all-services');
}

test('an uncaught error is stored once, with its console, click, navigation and network history', async ({
  page,
  request,
}) => {
  const tag = uniqueTag('uncaught');
  await openInsights(page);
  await page.evaluate((text) => console.log(text), `before the failure ${tag}`);
  // A client-side navigation: a click, a history entry and the pageContext.json fetch.
  await mainNavigationLink(page, 'Billers').click();
  await expect(page).toHaveURL(/\/u\/biller$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Billers' })).toBeVisible();
  await throwUncaught(page, [`Checkout exploded ${tag}`]);

  await expect.poll(async () => (await storedNotices(request, tagged(tag))).length).toBe(1);
  const [stored] = await storedNotices(request, tagged(tag));
  expect(stored?.error_type).toBe('Error');
  expect(stored?.url).toMatch(/\/u\/biller$/);
  const history = stored?.notice.context?.history ?? [];
  expect(history.length).toBeLessThanOrEqual(20);
  const kinds = new Set(history.map((entry) => entry.type));
  expect([...kinds]).toEqual(expect.arrayContaining(['log', 'click', 'location', 'xhr']));
  expect(history).toContainEqual(expect.objectContaining({ type: 'log' }));
  expect(history.some((entry) => entry.type === 'xhr' && entry.url?.includes('index.pageContext.json'))).toBe(true);
  // The reporter's own posts never crowd the history.
  expect(
    history.some((entry) => entry.url?.includes('/api/v3/projects/') || entry.url?.includes('/config/1/config.json')),
  ).toBe(false);
  // Still exactly one a moment later: nothing is sent twice.
  await page.waitForTimeout(1_000);
  expect(await storedNotices(request, tagged(tag))).toHaveLength(1);
});

test('errors while offline are queued and each arrives once when the browser is back online', async ({
  page,
  context,
  request,
}) => {
  const tag = uniqueTag('offline');
  await openInsights(page);
  await goOffline(page, context);
  await throwUncaught(
    page,
    [1, 2, 3].map((n) => `Offline failure ${n} ${tag}`),
  );
  await page.waitForTimeout(1_000);
  expect(await storedNotices(request, tagged(tag))).toHaveLength(0);

  await context.setOffline(false);
  await expect.poll(async () => (await storedNotices(request, tagged(tag))).length).toBe(3);
  await page.waitForTimeout(1_500);
  const arrived = await storedNotices(request, tagged(tag));
  expect(arrived.map((notice) => notice.error_message).sort()).toEqual(
    [1, 2, 3].map((n) => `Offline failure ${n} ${tag}`),
  );
});

test('more than 100 errors while offline: the newest 100 arrive', async ({ page, context, request }) => {
  const tag = uniqueTag('overflow');
  await openInsights(page);
  await goOffline(page, context);
  const messages = Array.from({ length: 105 }, (_, index) => `Overflow ${index + 1} of ${tag}`);
  await throwUncaught(page, messages);
  await page.waitForTimeout(1_000);
  await context.setOffline(false);

  await expect.poll(async () => (await storedNotices(request, tagged(tag))).length, { timeout: 20_000 }).toBe(100);
  await page.waitForTimeout(1_500);
  const arrived = new Set((await storedNotices(request, tagged(tag))).map((n) => n.error_message));
  expect(arrived.size).toBe(100);
  // The queue drops the oldest first.
  expect(arrived.has(`Overflow 105 of ${tag}`)).toBe(true);
  expect(arrived.has(`Overflow 1 of ${tag}`)).toBe(false);
});

test('browser noise is dropped and never stored', async ({ page, request }) => {
  const tag = uniqueTag('noise');
  await openInsights(page);
  await page.evaluate(() => {
    // What browsers hand window.onerror for a failure inside a cross-origin script.
    window.onerror?.('Script error.', '', 0, 0, undefined);
    setTimeout(() => {
      throw new Error('ResizeObserver loop completed with undelivered notifications.');
    });
  });
  // Errors are sent in order: once this one is stored, the noise would have been too.
  await throwUncaught(page, [`After the noise ${tag}`]);
  await expect.poll(async () => (await storedNotices(request, tagged(tag))).length).toBe(1);
  await page.waitForTimeout(500);
  const noise = await storedNotices(
    request,
    (notice) => notice.error_message.startsWith('Script error') || notice.error_message.includes('ResizeObserver loop'),
  );
  expect(noise).toEqual([]);
});

test('a failed sign-in is reported with its form, the password redacted', async ({ page, request }) => {
  const email = `${uniqueTag('redaction')}@doxo.test`;
  const password = 'Correct-Horse-Battery-Staple-42';
  // The API fails on our side (outside the browser, so stubbed at the network layer).
  await page.route('**/api/session', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'internal_error', message: 'Down.' } }),
        })
      : route.continue(),
  );
  await openPage(page, '/u/bills');
  await page.getByRole('button', { name: 'Sign in' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Sign in to doxo' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(/couldn’t sign you in/);

  const fromThisForm = (notice: StoredNotice) => JSON.stringify(notice.notice).includes(email);
  await expect.poll(async () => (await storedNotices(request, fromThisForm)).length).toBe(1);
  const [stored] = await storedNotices(request, fromThisForm);
  expect(stored?.notice.params).toMatchObject({
    operation: 'container/signIn',
    form: { email, password: '[Filtered]' },
  });
  expect(JSON.stringify(stored)).not.toContain(password);
});

test('a client navigation that fails is reported, and the error page shown', async ({ page, request }) => {
  const started = Date.now() - 1_000;
  await openInsights(page);
  // The next page's data arrives broken (a proxy mangling it, say): Vike cannot read it.
  await page.route('**/u/biller/index.pageContext.json', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"broken":' }),
  );
  await mainNavigationLink(page, 'Billers').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong');
  const fromThisNavigation = (notice: StoredNotice) =>
    Date.parse(notice.received_at) >= started &&
    notice.notice.params?.operation === 'client routing' &&
    notice.url?.endsWith('/u/biller') === true;
  await expect.poll(async () => (await storedNotices(request, fromThisNavigation)).length).toBe(1);
});

test.describe('on the server', () => {
  test.use({ baseURL: maintenanceURL });

  test('an API failure while rendering is reported to the collector, which stays up in maintenance', async ({
    page,
    request,
  }) => {
    const started = Date.now() - 1_000;
    const response = await page.goto('/u/bills-to-pay/all-groups/all-services');
    expect(response?.url()).toMatch(/\/u\/maintenance\?return_to=/);
    const serverNotices = (notice: StoredNotice) =>
      Date.parse(notice.received_at) >= started &&
      notice.notice.context?.component === 'server' &&
      notice.notice.params?.reason === 'api_unavailable' &&
      notice.url === '/u/bills-to-pay/all-groups/all-services';
    await expect
      .poll(async () => (await storedNotices(request, serverNotices, maintenanceURL)).length)
      .toBeGreaterThan(0);
    const [latest] = await storedNotices(request, serverNotices, maintenanceURL);
    expect(latest?.notice.params).toMatchObject({ status: 503 });
  });
});
