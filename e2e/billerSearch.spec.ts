import type { Page } from '@playwright/test';
import {
  DEMO,
  expect,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  openPage,
  test,
  waitForHydration,
} from './fixtures.js';

// The search page and the biller directory (docs/product.md#search-page,
// docs/product.md#biller-directory): as you type, paged, by letter, with and without JavaScript.

function results(page: Page) {
  return page.locator('ol.biller-results > li');
}

function resultNames(page: Page) {
  return page.locator('ol.biller-results a.biller-result__name');
}

test('search finds billers as you type, keeps the query in the address and pages to 21–40', async ({
  page,
  consoleErrors,
}) => {
  // Three axe-free steps and a reload; slow on a busy two-core machine.
  test.slow();
  const searches: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/directory/billers') searches.push(url.search);
  });
  await openPage(page, '/u/search');
  const box = page.getByRole('searchbox', { name: 'Biller name' });
  // Typed faster than the debounce: one search for the whole word. (A loaded machine can hold a
  // key back past the debounce, so the count allows one search fewer than the keys, not one.)
  await box.pressSequentially('comc', { delay: 20 });
  await expect(page).toHaveURL(/\/u\/search\?q=comc$/);
  await expect(page.getByRole('heading', { name: 'Billers matching “comc”' })).toBeVisible();
  await expect(resultNames(page).first()).toContainText(/comc/i);
  await expect(resultNames(page).first().locator('mark')).toHaveText(/^comc$/i);
  expect(searches.length).toBeGreaterThanOrEqual(1);
  expect(searches.length).toBeLessThan('comc'.length);
  expect(new URLSearchParams(searches.at(-1)).get('query')).toBe('comc');
  await expectNoAxeViolations(page);

  // A broader search, to page beyond the first 20.
  await box.fill('c');
  await expect(page).toHaveURL(/\/u\/search\?q=c$/);
  const status = page.locator('.search-results [role="status"]');
  await expect(status).toHaveText(/^Billers 1–20 of [\d,]+$/);
  await expect(results(page)).toHaveCount(20);
  const firstPage = await resultNames(page).allTextContents();
  await page.getByRole('navigation', { name: 'Pages of search results' }).getByRole('link', { name: /Next/ }).click();
  await expect(page).toHaveURL(/\/u\/search\?q=c&page=2$/);
  await expect(status).toHaveText(/^Billers 21–40 of [\d,]+$/);
  await expect(page.locator('ol.biller-results')).toHaveAttribute('start', '21');
  await expect(results(page)).toHaveCount(20);
  const secondPage = await resultNames(page).allTextContents();
  expect(secondPage.some((name) => firstPage.includes(name))).toBe(false);
  for (const name of secondPage) expect(name).toMatch(/(^|\s)c/i);
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  // The address shows the same page to a reload.
  await page.reload();
  await waitForHydration(page);
  await expect(status).toHaveText(/^Billers 21–40 of [\d,]+$/);
  await expect(box).toHaveValue('c');
  expect(consoleErrors).toEqual([]);
});

test('search filters by service type and state, and drops the answers it no longer needs', async ({ page }) => {
  await openPage(page, '/u/search');
  const aborted: string[] = [];
  page.on('requestfailed', (request) => {
    if (new URL(request.url()).pathname === '/api/directory/billers') aborted.push(request.url());
  });
  // A slow API: the first search is still on its way when the second replaces it.
  await page.route('**/api/directory/billers?*', async (route) => {
    const query = new URL(route.request().url()).searchParams.get('query');
    if (query === 'p') await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue().catch(() => undefined);
  });
  const box = page.getByRole('searchbox', { name: 'Biller name' });
  // Typed on only once the first search is on its way (after the debounce), however busy the
  // machine.
  const firstSearch = page.waitForRequest(
    (request) =>
      new URL(request.url()).pathname === '/api/directory/billers' &&
      new URL(request.url()).searchParams.get('query') === 'p',
  );
  await box.fill('p');
  await firstSearch;
  await box.fill('pu');
  await page.getByLabel('Service type').selectOption({ label: 'Electric' });
  await page.getByLabel('State').selectOption({ label: 'Washington' });
  await expect(page).toHaveURL(/\/u\/search\?q=pu&type=electric&state=WA$/);
  await expect(page.getByRole('heading', { name: /Billers matching “pu”/ })).toBeVisible();
  await expect(resultNames(page).first()).toContainText(/(^|\s)pu/i);
  for (const detail of await page.locator('ol.biller-results .result-detail').allTextContents()) {
    expect(detail).toContain('Electric');
  }
  // The first, slower search was cancelled and never shows.
  await page.waitForTimeout(1_600);
  expect(aborted.some((url) => new URL(url).searchParams.get('query') === 'p')).toBe(true);
  await expect(page.getByRole('heading', { name: /Billers matching “pu”/ })).toBeVisible();
});

test('search results are reached and walked by keyboard, and Pay this biller starts paying', async ({ page }) => {
  await openPage(page, '/u/search?q=water');
  const box = page.getByRole('searchbox', { name: 'Biller name' });
  await box.focus();
  await page.keyboard.press('ArrowDown');
  await expect(resultNames(page).nth(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(resultNames(page).nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(resultNames(page).last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(resultNames(page).nth(0)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(box).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');
  await expect(box).toBeFocused();
  // Tab reaches the first result's Pay this biller; Enter starts the pay flow for that biller.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  const pay = results(page)
    .first()
    .getByRole('link', { name: /^Pay this biller/ });
  await expect(pay).toBeFocused();
  const href = (await pay.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/u\/bills-to-pay\/all-groups\/all-services\?provider=[a-z0-9-]+$/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(href);
  await expect(page.getByRole('button', { name: 'Sign in' }).first()).toBeVisible();
  // The biller link leads to its page.
  await page.goto('/u/search?q=water');
  const name = (await resultNames(page).first().textContent()) ?? '';
  await resultNames(page).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search form submits and the page links reach results 21–40', async ({ page }) => {
    await page.goto('/u/search');
    await page.getByRole('searchbox', { name: 'Biller name' }).fill('c');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/u\/search\?q=c&type=&state=$/);
    await expect(page.locator('.search-results [role="status"]')).toHaveText(/^Billers 1–20 of [\d,]+$/);
    await page.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/u\/search\?q=c&page=2$/);
    await expect(page.locator('.search-results [role="status"]')).toHaveText(/^Billers 21–40 of [\d,]+$/);
  });

  test('the directory browses by letter and pages', async ({ page }) => {
    await page.goto('/u/biller');
    await page.getByRole('link', { name: 'Starting with D' }).click();
    await expect(page).toHaveURL(/\/u\/biller\?letter=d$/);
    await expect(page.getByRole('heading', { name: 'Billers starting with D' })).toBeVisible();
    for (const name of await resultNames(page).allTextContents()) expect(name).toMatch(/^d/i);
    await page.getByLabel('Service type').selectOption({ label: 'Electric' });
    await page.getByRole('button', { name: 'Show billers' }).click();
    await expect(page).toHaveURL(/\/u\/biller\?letter=d&type=electric&state=$/);
    await expect(page.getByRole('heading', { name: 'Electric billers starting with D' })).toBeVisible();
  });
});

test('the directory browses by letter in name order, pages on, and filters', async ({ page, consoleErrors }) => {
  await openPage(page, '/u/biller');
  await expect(page.getByRole('heading', { name: 'Billers', exact: true, level: 2 })).toBeVisible();
  const letters = page.getByRole('navigation', { name: 'Billers by first letter' });
  await letters.getByRole('link', { name: 'Starting with B' }).click();
  await expect(page).toHaveURL(/\/u\/biller\?letter=b$/);
  await expect(page.getByRole('heading', { name: 'Billers starting with B' })).toBeVisible();
  await expect(letters.getByRole('link', { name: 'Starting with B' })).toHaveAttribute('aria-current', 'page');
  const names = await resultNames(page).allTextContents();
  expect(names.length).toBe(20);
  for (const name of names) expect(name).toMatch(/^b/i);
  const lower = names.map((name) => name.toLowerCase());
  expect([...lower].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(lower);
  await page.getByRole('navigation', { name: 'Pages of the directory' }).getByRole('link', { name: /Next/ }).click();
  await expect(page).toHaveURL(/\/u\/biller\?letter=b&page=2$/);
  await expect(page.locator('.search-results [role="status"]')).toHaveText(/^21–/);
  const secondPage = await resultNames(page).allTextContents();
  expect((secondPage[0] ?? '').toLowerCase() >= (lower.at(-1) ?? '')).toBe(true);

  await page.getByLabel('State').selectOption({ label: 'Washington' });
  await page.getByRole('button', { name: 'Show billers' }).click();
  await expect(page).toHaveURL(/\/u\/biller\?letter=b&state=WA$/);
  await expect(page.getByRole('heading', { name: 'Billers starting with B in Washington' })).toBeVisible();
  await resultNames(page).first().click();
  await expect(page).toHaveURL(/\/u\/biller\/[a-z0-9-]+$/);
  expect(consoleErrors).toEqual([]);
});

test('signed in, the directory starts with the billers serving the user’s area', async ({ page, signIn }) => {
  await openPage(page, '/u/biller?type=electric');
  await expect(page.getByText('Serves your area')).toHaveCount(0);
  await signIn(DEMO.email);
  await page.goto('/u/biller?type=electric');
  await expect(page.locator('.search-results [role="status"]')).toContainText('those serving your area first');
  const badges = await results(page).evaluateAll((items) =>
    items.map((item) => item.textContent?.includes('Serves your area') ?? false),
  );
  expect(badges[0]).toBe(true);
  // Every biller serving the area comes before every other.
  expect(badges.lastIndexOf(true)).toBeLessThan(badges.indexOf(false) === -1 ? Infinity : badges.indexOf(false));
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`search results and the directory pass axe and fit 390 px, ${colorScheme}`, async ({ page }) => {
    // Four pages through axe: about a minute on a busy two-core machine.
    test.slow();
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of [
      '/u/search?q=c&type=electric&page=2',
      '/u/search?q=zzzz',
      '/u/biller?letter=s&state=WA',
      '/u/biller?letter=0-9',
    ]) {
      await openPage(page, path);
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
    }
  });
}
