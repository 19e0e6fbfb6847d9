import { expect, expectNoAxeViolations, openPage, submitSignInDialog, test, waitForHydration } from './fixtures.js';

// docs/operations.md#census-geography: every Census place incl. the territories, the armed-forces
// regions, the privacy threshold and the loose ends of the routing rules
// (docs/product.md#privacy-threshold).
const allServices = '/u/bills-to-pay/all-groups/all-services';

test('a territory is a place like a state, with its metros and municipios', async ({ page, consoleErrors }) => {
  // Three pages and an axe pass on a shared two-core machine.
  test.slow();
  await page.goto(`${allServices}/usa/pr`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Most Common Billers in Puerto Rico');
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await page.goto(`${allServices}/usa/pr/san-juan-bayamon-caguas-pr/san-juan`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Most Common Billers in San Juan Municipio, PR');
  await page.goto(`${allServices}/usa/gu/no-metro/guam`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Most Common Billers in Territory of Guam, GU');
  expect(consoleErrors).toEqual([]);
});

test('the location search finds territories and armed-forces regions', async ({ page }) => {
  await openPage(page, '/u/bills-to-pay/utilities/electric');
  await page.getByLabel('Location type').selectOption('state');
  const input = page.getByRole('combobox', { name: 'Location', exact: true });
  await input.fill('puerto');
  await expect(page.getByRole('option', { name: 'Puerto Rico' })).toBeVisible();
  await input.fill('armed forces e');
  await page.getByRole('option', { name: 'Armed Forces Europe' }).click();
  await expect(page).toHaveURL(/\/u\/bills-to-pay\/utilities\/electric\/usa\/ae$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Most Common Billers in Armed Forces Europe');
});

test('an armed-forces region is a state with nothing below it', async ({ request }) => {
  expect((await request.get(`${allServices}/usa/ae`)).status()).toBe(200);
  expect((await request.get(`${allServices}/usa/ae/no-metro/germany`)).status()).toBe(404);
});

test('a place with too few payers says so and links to the place one level up', async ({ page }) => {
  await page.goto('/u/bills-to-pay/utilities/electric/usa/wa/seattle-tacoma-bellevue-wa');
  await expect(page.getByRole('heading', { name: 'Not enough data for Seattle-Tacoma-Bellevue, WA' })).toBeVisible();
  await expect(page.getByText('at least 10 payers')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'See Washington instead' }).click();
  await expect(page).toHaveURL(/\/u\/bills-to-pay\/utilities\/electric\/usa\/wa$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Most Common Billers in Washington');
});

test('the location control shows the applied place and returns to all of the USA', async ({ page }) => {
  await page.goto(`${allServices}/usa/wa`);
  const applied = page.locator('.insights-applied-location');
  await expect(applied).toContainText('Showing Washington');
  await waitForHydration(page);
  await applied.getByRole('link', { name: 'All of the USA' }).click();
  await expect(page).toHaveURL(new RegExp(`${allServices}/usa$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Most Common Billers in USA');
});

test('an unknown group is a 404 at once; names ignore spaces; a slash is encoded once', async ({ request }) => {
  const unknown = await request.get('/u/bills-to-pay/no-such-group?ref=x', { maxRedirects: 0 });
  expect(unknown.status()).toBe(404);
  const spaced = await request.get('/u/bills-to-pay/%20Utilities%20?ref=x', { maxRedirects: 0 });
  expect(spaced.status()).toBe(302);
  expect(spaced.headers().location).toBe('/u/bills-to-pay/utilities/all-services?ref=x');
  const spacedType = await request.get('/u/bills-to-pay/utilities/%20electric%20/usa/wa', {
    maxRedirects: 0,
  });
  expect(spacedType.status()).toBe(301);
  expect(spacedType.headers().location).toBe('/u/bills-to-pay/utilities/electric/usa/wa');
  for (const path of ['/u/bills-to-pay/a%2Fb', '/u/bills-to-pay/a%2Fb/electric']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    expect(response.headers().location ?? '', path).not.toContain('%25');
  }
});

test('?sign_in opens the sign-in dialog on bills to pay, though the redirect drops it', async ({ page }) => {
  await page.goto('/u/bills-to-pay?ref=mail&sign_in');
  await expect(page).toHaveURL(/\/u\/bills-to-pay\/all-groups\/all-services\?ref=mail#sign_in$/);
  await expect(page.getByRole('dialog', { name: 'Sign in to doxo' })).toBeVisible();
});

test('a household with an APO ZIP code is placed in its armed-forces region', async ({ page }) => {
  await page.goto('/u/bills-to-pay/all-groups/all-services?sign_in');
  await submitSignInDialog(page, 'apo@doxo.test');
  await expect(page).toHaveURL(/\/u\/bills-to-pay\/all-groups\/all-services\/usa\/ae$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Most Common Billers in Armed Forces Europe');
  await expect(page.locator('.insights-applied-location')).toContainText('Showing Armed Forces Europe');
});
