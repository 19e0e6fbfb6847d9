import { addLinkToPage, expect, expectNoAxeViolations, openPage, redirectOf, routes, test } from './fixtures.js';

for (const route of routes) {
  test.describe(route.path, () => {
    const status = 'status' in route ? route.status : 200;
    test(`answers ${status} with its heading in the server HTML`, async ({ request }) => {
      const response = await request.get(route.path);
      expect(response.status()).toBe(status);
      // The maintenance page says how long to wait (docs/product.md#maintenance).
      if (status === 503) expect(response.headers()['retry-after']).toBe('5');
      const html = await response.text();
      const escapedHeading = route.heading.replace(/'/g, '&#x27;');
      expect(html.includes(`<h1>${route.heading}</h1>`) || html.includes(`<h1>${escapedHeading}</h1>`)).toBe(true);
      // The inline entry script runs by its hash; no nonce, which a shared cache would share.
      expect(response.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-[\w+/]+=*';/);
      expect(html).not.toContain('nonce');
    });

    test('hydrates without console errors and passes axe', async ({ page, consoleErrors }) => {
      await openPage(page, route.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      await expectNoAxeViolations(page);
      // The browser logs the document's own 503; nothing else may fail.
      expect(consoleErrors.filter((error) => !error.includes(`status of ${status}`))).toEqual([]);
    });
  });
}

/** The insights URLs that miss a segment, and where each redirects (302) to fill it in. */
const insightsRedirects = [
  {
    name: '/u/bills-to-pay redirects (302) to all groups and all services, keeping the query',
    from: '/u/bills-to-pay?ref=nav',
    to: '/u/bills-to-pay/all-groups/all-services?ref=nav',
  },
  {
    name: 'a group without a type redirects (302) to that group with all services',
    from: '/u/bills-to-pay/utilities',
    to: '/u/bills-to-pay/utilities/all-services',
  },
];

for (const { name, from, to } of insightsRedirects) {
  test(name, async ({ request }) => {
    expect(await redirectOf(request, from)).toEqual({ status: 302, location: to });
  });
}

test('@-param routes resolve the group and type segments', async ({ page }) => {
  await page.goto('/u/bills-to-pay/utilities/electric');
  await expect(page.locator('.insights-selection')).toContainText('Utilities');
  await expect(page.locator('.insights-selection')).toContainText('Electric');
});

test('other spellings of a group or type redirect (301) to the canonical URL', async ({ request }) => {
  expect(await redirectOf(request, '/u/bills-to-pay/UTILITIES/Water%20%26%20Sewer?ref=x')).toEqual({
    status: 301,
    location: '/u/bills-to-pay/utilities/water-sewer?ref=x',
  });
});

test('an unknown group or type answers 404 with the error page', async ({ request }) => {
  for (const path of [
    '/u/bills-to-pay/no-such-group/all-services',
    '/u/bills-to-pay/utilities/no-such-type',
    '/u/bills-to-pay/telecom/electric',
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    expect(await response.text()).toContain('Page not found');
  }
});

test('old addresses redirect permanently (301)', async ({ request }) => {
  expect(await redirectOf(request, '/u/account')).toEqual({ status: 301, location: '/u/user-account' });
});

test('an unknown page answers 404 with the error page', async ({ page, request }) => {
  const response = await request.get('/u/no-such-page');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('Page not found');

  await page.goto('/u/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page).toHaveTitle('Page not found · doxo');
  await expectNoAxeViolations(page);
});

test('search finds billers by name through the API', async ({ page }) => {
  await openPage(page, '/u/search');
  await page.getByLabel('Biller name').fill('Puget');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/u\/search\?q=Puget$/);
  await expect(page.getByRole('heading', { level: 2 })).toContainText('Billers matching');
  await expect(page.getByRole('listitem').filter({ hasText: 'Puget Sound Energy' })).toBeVisible();
  await expectNoAxeViolations(page);
});

// docs/product.md#redirect-hop-limit: no chain of rewrites and redirects is longer than 7
// (src/routing/redirectHops.ts). A browser arrives on each hop with the cookie the previous answer
// set; here the chain so far is the cookie the test hands the browser.
const HOPS_COOKIE = 'doxo_route_hops';
function hopsCookie(count: number, target: string, url: string) {
  return { name: HOPS_COOKIE, value: encodeURIComponent(`${count}.${target}`), url };
}

test.describe('the redirect chain limit', () => {
  test('each redirect counts its hop, and the page at the end of the chain clears the count', async ({
    page,
    baseURL,
  }) => {
    const redirect = await page.request.get('/u/bills-to-pay?ref=nav', { maxRedirects: 0 });
    expect(redirect.status()).toBe(302);
    expect(redirect.headers()['set-cookie']).toContain(
      `${HOPS_COOKIE}=${encodeURIComponent('1./u/bills-to-pay/all-groups/all-services')}`,
    );
    // A hop belongs to one visitor's chain: no shared cache keeps it.
    expect(redirect.headers()['cache-control']).toBe('private, no-store');

    // The 7th hop is still allowed; the page it leads to renders and ends the chain.
    await page.context().addCookies([hopsCookie(6, '/u/bills-to-pay', baseURL ?? '')]);
    const response = await page.goto('/u/bills-to-pay');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/u\/bills-to-pay\/all-groups\/all-services$/);
    const cookies = await page.context().cookies();
    expect(cookies.filter((cookie) => cookie.name === HOPS_COOKIE)).toEqual([]);
  });

  test('an 8th redirect is never answered: the error page says so (508)', async ({ page, baseURL, consoleErrors }) => {
    await page.context().addCookies([hopsCookie(7, '/u/bills-to-pay', baseURL ?? '')]);
    const response = await page.goto('/u/bills-to-pay?ref=nav');
    expect(response?.status()).toBe(508);
    await expect(page).toHaveURL(/\/u\/bills-to-pay\?ref=nav$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Too many redirects');
    await expect(page.getByText('Error 508')).toBeVisible();
    await expect(page).toHaveTitle('Too many redirects · doxo');
    await expectNoAxeViolations(page);
    // The same request starts a fresh chain afterwards.
    const again = await page.request.get('/u/bills-to-pay', { maxRedirects: 0 });
    expect(again.status()).toBe(302);
    expect(consoleErrors.filter((error) => !error.includes('508'))).toEqual([]);
  });

  test('a client navigation into a chain already 7 hops long stops there too', async ({ page, baseURL }) => {
    await openPage(page, '/u/bills-to-pay/all-groups/all-services');
    await page.context().addCookies([hopsCookie(7, '/u/bills-to-pay/utilities', baseURL ?? '')]);
    // A link in the page, followed by the client router (no full page load).
    await addLinkToPage(page, {
      href: '/u/bills-to-pay/utilities',
      text: 'Utilities',
      id: 'chain-link',
    });
    const documentRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documentRequests.push(request.url());
    });
    await page.locator('#chain-link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Too many redirects');
    await expect(page.getByText('Error 508')).toBeVisible();
    expect(documentRequests).toEqual([]);
  });
});
