import { addLinkToPage, expect, mainNavigationLink, openPage, test } from './fixtures.js';

test('a click between two pages fetches the pageContext.json and keeps the document', async ({
  page,
  consoleErrors,
}) => {
  await openPage(page, '/u/bills');
  await page.evaluate(() => {
    (window as unknown as { documentMarker: string }).documentMarker = 'kept';
  });

  const pageContextRequest = page.waitForRequest((request) =>
    request.url().endsWith('/u/biller/index.pageContext.json'),
  );
  await mainNavigationLink(page, 'Billers').click();
  await pageContextRequest;

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Billers');
  await expect(page).toHaveURL(/\/u\/biller$/);
  await expect(page).toHaveTitle('Billers · doxo');
  expect(await page.evaluate(() => (window as unknown as { documentMarker?: string }).documentMarker)).toBe('kept');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Find a biller/);
  await expect(mainNavigationLink(page, 'Billers')).toHaveAttribute('aria-current', 'page');
  expect(consoleErrors).toEqual([]);
});

test('client navigation keeps the query string in the pageContext.json fetch', async ({ page }) => {
  await openPage(page, '/u/bills');
  await addLinkToPage(page, { href: '/u/search?q=water', text: 'Search water' });
  const pageContextRequest = page.waitForRequest((request) =>
    request.url().includes('/u/search/index.pageContext.json'),
  );
  await page.getByRole('link', { name: 'Search water' }).click();
  const request = await pageContextRequest;
  expect(new URL(request.url()).searchParams.get('q')).toBe('water');
  await expect(page.getByTestId('search-echo')).toHaveText('water');
});

test('a 404 without JSON from the pageContext.json fetch leads to a full page load', async ({ page }) => {
  await openPage(page, '/u/bills');
  await page.evaluate(() => {
    (window as unknown as { documentMarker: string }).documentMarker = 'old document';
  });
  await page.route('**/index.pageContext.json*', (route) =>
    route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
  );
  const documentRequest = page.waitForRequest(
    (request) => request.resourceType() === 'document' && request.url().endsWith('/u/search'),
  );
  await mainNavigationLink(page, 'Search').click();
  await documentRequest;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
  expect(await page.evaluate(() => (window as unknown as { documentMarker?: string }).documentMarker)).toBeUndefined();
});

test('a progress indicator shows while the next page loads', async ({ page }) => {
  await openPage(page, '/u/bills');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/u/doxoplus/index.pageContext.json', async (route) => {
    await held;
    await route.continue();
  });
  await mainNavigationLink(page, 'doxoPLUS').click();
  await expect(page.locator('body.is-navigating')).toHaveCount(1);
  await expect(page.locator('#navigation-progress')).toHaveText('Loading page…');
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('doxoPLUS');
  await expect(page.locator('body.is-navigating')).toHaveCount(0);
});

test('back and forward restore the scroll position', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 300 });
  await openPage(page, '/u/doxoplus');
  // The container's chrome (reduced navigation, account area) settles once it is ready; measure
  // the scroll position after that, not during the layout change.
  await expect(page.getByRole('button', { name: 'Sign in' }).first()).toBeVisible();
  const join = page.getByRole('link', { name: 'Join doxoPLUS' });
  await join.scrollIntoViewIfNeeded();
  const scrolledTo = await page.evaluate(() => window.scrollY);
  expect(scrolledTo).toBeGreaterThan(100);
  // Vike saves the scroll position at most every ~333 ms (docs/product.md#router-limits).
  await page.waitForTimeout(500);
  await join.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join doxoPLUS');

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('doxoPLUS');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolledTo);

  await page.goForward();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join doxoPLUS');
});

test('the navigation works by keyboard, starting with the skip link', async ({ page }) => {
  await openPage(page, '/u/bills');
  // Signed out: the reduced navigation starts with Bills to pay (showReducedNav;
  // docs/product.md#layout-data).
  await expect(page.getByRole('button', { name: 'Sign in' }).first()).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Collapse menu' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'doxo', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(mainNavigationLink(page, 'Bills to pay')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/u\/bills-to-pay\/all-groups\/all-services$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('a page reached by client navigation draws icons the first page did not carry', async ({
  page,
  consoleErrors,
}) => {
  // The biller page's sprite holds only its own icons (src/ui/icons/spriteSymbols.ts); the
  // insights page draws a service type icon for each of its billers.
  await openPage(page, '/u/biller/peacock');
  const missingTargets = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('#root use')]
        .map((use) => use.getAttribute('href') ?? '')
        .filter((href) => !document.getElementById(href.slice(1))),
    );
  expect(await missingTargets()).toEqual([]);
  const firstSymbols = await page.evaluate(() =>
    [...document.querySelectorAll('svg.icon-sprite symbol')].map((symbol) => symbol.id),
  );

  await addLinkToPage(page, {
    href: '/u/bills-to-pay/all-groups/all-services',
    text: 'Sprite check: insights',
  });
  await page.getByRole('link', { name: 'Sprite check: insights' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Most Common Billers in/);
  await expect.poll(missingTargets).toEqual([]);
  // Icons shown whose symbols came after the page was drawn are drawn too: each has a shape.
  const widthsOfNewIcons = await page.evaluate(
    (first) =>
      [...document.querySelectorAll<SVGUseElement>('#root use')]
        .filter((use) => !first.includes((use.getAttribute('href') ?? '').slice(1)))
        .filter((use) => (use.closest('svg')?.getClientRects().length ?? 0) > 0)
        .map((use) => use.getBBox().width),
    firstSymbols,
  );
  expect(widthsOfNewIcons.length).toBeGreaterThan(0);
  expect(widthsOfNewIcons.every((width) => width > 0)).toBe(true);
  expect(consoleErrors).toEqual([]);
});
