import {
  expect,
  expectNoAxeViolations,
  openPage,
  redirectOf,
  submitSignInDialog,
  test,
  waitForHydration,
} from './fixtures.js';

// docs/product.md#location-hierarchy (first part): the location hierarchy in bills-to-pay URLs, the
// title, the table.
test('a location hierarchy after the type names the place in title and heading', async ({ page, consoleErrors }) => {
  await page.goto('/u/bills-to-pay/utilities/electric/usa/wa/seattle-tacoma-bellevue-wa');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Most Common Billers in Seattle-Tacoma-Bellevue, WA',
  );
  await expect(page).toHaveTitle('Most Common Billers in Seattle-Tacoma-Bellevue, WA · doxo');
  // The small test seed has too few households in Seattle to publish (e2e/geography.spec.ts).
  await expect(page.getByRole('heading', { name: /Not enough data for Seattle/ })).toBeVisible();
  await page.goto('/u/bills-to-pay/all-groups/all-services/usa');
  const table = page.getByRole('table');
  await expect(table.locator('caption')).toContainText('All services in USA');
  await expect(table.locator('tbody tr').first().locator('td').first()).toHaveText('1');
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});

test('/usa alone means All States; a state level names the state', async ({ request }) => {
  const allStates = await (await request.get('/u/bills-to-pay/all-groups/all-services/usa')).text();
  expect(allStates).toContain('<h1>Most Common Billers in USA</h1>');
  const state = await (await request.get('/u/bills-to-pay/all-groups/all-services/usa/wa')).text();
  expect(state).toContain('<h1>Most Common Billers in Washington</h1>');
});

test('an unknown or malformed location answers 404', async ({ request }) => {
  for (const path of [
    '/u/bills-to-pay/all-groups/all-services/usa/zz',
    '/u/bills-to-pay/all-groups/all-services/canada/bc',
    '/u/bills-to-pay/all-groups/all-services/usa/wa/no-metro',
    '/u/bills-to-pay/all-groups/all-services/usa/%3Cscript%3E',
  ]) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
  }
});

test('other spellings of a place redirect (301) to its canonical URL', async ({ request }) => {
  expect(await redirectOf(request, '/u/bills-to-pay/utilities/electric/USA/WA')).toEqual({
    status: 301,
    location: '/u/bills-to-pay/utilities/electric/usa/wa',
  });
});

test('redirects keep the query string but drop transient parameters', async ({ request }) => {
  // The sign-in prompt rides along as a fragment, which opens the dialog (geography.spec.ts).
  expect(await redirectOf(request, '/u/bills-to-pay?ref=mail&s=water&amount=12&sign_in=1')).toEqual({
    status: 302,
    location: '/u/bills-to-pay/all-groups/all-services?ref=mail#sign_in',
  });
});

test('signed in, the view moves to the user’s county, keeping the query', async ({ page }) => {
  await openPage(page, '/u/bills-to-pay/all-groups/all-services?ref=mail&s=water');
  await page.getByRole('button', { name: 'Sign in' }).first().click();
  await submitSignInDialog(page, 'demo@doxo.test');
  await expect(page).toHaveURL(
    /\/u\/bills-to-pay\/all-groups\/all-services\/usa\/wa\/seattle-tacoma-bellevue-wa\/king\?ref=mail$/,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Most Common Billers in King County, WA');
});

test('signed in, the server renders the first load for the user’s county', async ({ page }) => {
  const session = await page.request.post('/api/session', {
    data: { email: 'demo@doxo.test', password: 'doxo-demo-2026' },
  });
  expect(session.status()).toBe(201);
  const answer = await page.request.get('/u/bills-to-pay/utilities/electric?ref=mail', {
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(302);
  expect(answer.headers()['cache-control']).toBe('private, no-store');
  expect(answer.headers().location).toBe(
    '/u/bills-to-pay/utilities/electric/usa/wa/seattle-tacoma-bellevue-wa/king?ref=mail',
  );
  // The page arrives for King County: its heading is in the server's HTML, not swapped in later.
  const html = await (await page.request.get(answer.headers().location ?? '')).text();
  expect(html).toContain('Most Common Billers in King County, WA');
  // Paying from the insights keeps its place: moving would drop the pay flow's parameters.
  const paying = await page.request.get('/u/bills-to-pay/all-groups/all-services?provider=x', {
    maxRedirects: 0,
  });
  expect(paying.status()).not.toBe(302);
});

test('the service type dropdown works by keyboard and rewrites the route', async ({ page }) => {
  await openPage(page, '/u/bills-to-pay/all-groups/all-services/usa/wa?ref=mail&s=water');
  const combobox = page.getByRole('combobox', { name: 'Service type' });
  await combobox.focus();
  await page.keyboard.press('ArrowDown');
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.type('Water');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/u\/bills-to-pay\/utilities\/water-sewer\/usa\/wa\?ref=mail$/);
  await expect(page.locator('.insights-selection')).toContainText('Water & Sewer');
  await expectNoAxeViolations(page);
});

test('the location search works by keyboard and appends the hierarchy', async ({ page }) => {
  await openPage(page, '/u/bills-to-pay/utilities/electric');
  await page.getByLabel('Location type').selectOption('county');
  const input = page.getByRole('combobox', { name: 'Location', exact: true });
  await input.fill('King');
  const option = page.getByRole('option', { name: /King County, WA/ });
  await expect(option).toBeVisible();
  await expectNoAxeViolations(page);
  for (let index = 0; index < 20; index += 1) {
    await page.keyboard.press('ArrowDown');
    if ((await option.getAttribute('class'))?.includes('--active')) break;
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/u\/bills-to-pay\/utilities\/electric\/usa\/wa\/seattle-tacoma-bellevue-wa\/king$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Most Common Billers in King County, WA');
});

test('every routing rule holds on client navigation too, without reloading the document', async ({ page }) => {
  await openPage(page, '/u/bills-to-pay/all-groups/all-services?ref=nav');
  await page.evaluate(() => {
    (window as unknown as { sameDocument?: boolean }).sameDocument = true;
  });
  // A link the page did not render: Vike's router still takes the click.
  const follow = async (href: string) => {
    await page.evaluate((target) => {
      document.getElementById('client-navigation-probe')?.remove();
      const link = document.createElement('a');
      link.href = target;
      link.textContent = 'Follow';
      link.id = 'client-navigation-probe';
      document.body.append(link);
    }, href);
    await page.locator('#client-navigation-probe').click();
  };
  const cases = [
    // No group: 302 to all groups and all services, transient parameters dropped.
    ['/u/bills-to-pay?ref=nav&amount=12&src=mail', /\/u\/bills-to-pay\/all-groups\/all-services\?ref=nav$/],
    // A group without a type: all of its services.
    ['/u/bills-to-pay/utilities?ref=nav', /\/u\/bills-to-pay\/utilities\/all-services\?ref=nav$/],
    // Another spelling: the canonical URL.
    ['/u/bills-to-pay/UTILITIES/Water_Sewer/USA/WA', /\/u\/bills-to-pay\/utilities\/water-sewer\/usa\/wa$/],
  ] as const;
  for (const [href, expected] of cases) {
    await follow(href);
    await expect(page).toHaveURL(expected);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Most Common Billers in');
  }
  for (const unknown of ['/u/bills-to-pay/utilities/no-such-type', '/u/bills-to-pay/utilities/electric/usa/zz']) {
    await follow(unknown);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Most Common Billers in');
  }
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
