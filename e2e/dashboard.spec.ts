import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, openPage, signInThroughDialog, test, waitForHydration } from './fixtures.js';

// docs/product.md#dashboard-widgets: the insights dashboard: widgets rendered on the server,
// configured by keyboard, kept on the device when signed out and on the account when signed in,
// with their states.
const INSIGHTS = '/u/bills-to-pay/all-groups/all-services';

function dashboard(page: Page): Locator {
  return page.getByRole('region', { name: 'Your dashboard' });
}

function widgets(page: Page): Locator {
  return dashboard(page).locator('.widget-grid > li');
}

async function widgetHeadings(page: Page): Promise<string[]> {
  return widgets(page).locator('h3').allTextContents();
}

/** The container has said who is here and the dashboard has loaded that visitor's widgets. */
async function waitForDashboardSettings(page: Page) {
  await waitForHydration(page);
  await expect(page.locator('.account-area[aria-busy="true"]')).toHaveCount(0);
}

const signIn = signInThroughDialog;

test('the default widgets arrive rendered in the HTML, charts included', async ({ request }) => {
  const response = await request.get(INSIGHTS);
  expect(response.status()).toBe(200);
  const html = await response.text();
  for (const heading of ['Median Pay Amount', 'Pay Methods Pie Chart', 'Most Common Billers Table']) {
    expect(html).toContain(`>${heading}</h3>`);
  }
  // The pie's slices are SVG paths drawn on the server, coloured by class (no inline styles).
  expect(html).toMatch(/<svg class="chart-drawing"[^>]*>.*<path class="chart-series-0" d="M/);
  expect(html).not.toMatch(/ style="/);
});

test('hydration moves nothing in the dashboard', async ({ page, consoleErrors }) => {
  // Only what is in the viewport can shift: make it tall enough to hold the dashboard.
  await page.setViewportSize({ width: 1280, height: 2400 });
  await page.addInitScript(() => {
    const shifted: string[] = [];
    Object.assign(window, { dashboardShifts: shifted });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const sources = (entry as unknown as { sources?: { node?: Node | null }[] }).sources ?? [];
        for (const source of sources) {
          const element = source.node instanceof Element ? source.node : source.node?.parentElement;
          // A source is the moved element itself or an ancestor that moved with it (e.g. main).
          const moved = element?.closest('.dashboard') ?? element?.querySelector('.dashboard');
          if (element && moved) shifted.push(element.outerHTML.slice(0, 80));
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(INSIGHTS);
  await waitForDashboardSettings(page);
  await expect(widgets(page)).toHaveCount(3);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { dashboardShifts: string[] }).dashboardShifts)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('signed out, widgets are added, configured, reordered and removed by keyboard, and survive a reload', async ({
  page,
  consoleErrors,
}) => {
  // Four axe runs and a reload: slow on a busy machine.
  test.slow();
  // All of the USA: the small test seed has too few households in any one state for a biller's
  // figures to clear the privacy threshold (src/insights/privacyThreshold.ts).
  await page.goto(INSIGHTS);
  await waitForDashboardSettings(page);
  await expectNoAxeViolations(page);

  // Add: choose the kind, then the Add button, all by keyboard; focus lands on the new widget.
  const kind = dashboard(page).getByLabel('Widget', { exact: true });
  await kind.focus();
  await kind.selectOption('biller_listing');
  await page.keyboard.press('Tab');
  await expect(dashboard(page).getByRole('button', { name: 'Add widget' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(widgets(page)).toHaveCount(4);
  const added = widgets(page).nth(3);
  await expect(added.getByRole('heading', { name: 'Biller Listing' })).toBeFocused();
  // It starts with the page's most common biller.
  await expect(added.getByRole('table')).toContainText('Service type');

  // Configure: open its settings, pick another biller and a shorter range, save.
  await page.keyboard.press('Tab');
  await expect(added.getByRole('button', { name: /^Settings for Biller Listing/ })).toBeFocused();
  await page.keyboard.press('Enter');
  const form = added.getByRole('form', { name: 'Biller Listing settings' });
  await expect(form).toBeVisible();
  await expectNoAxeViolations(page);
  const biller = form.getByRole('combobox', { name: 'Biller' });
  await biller.fill('GFL Environmental');
  await expect(form.getByRole('option', { name: 'GFL Environmental' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(biller).toHaveValue('GFL Environmental');
  await expect(biller).toHaveAccessibleDescription(/^Chosen: GFL Environmental\./);
  await form.getByLabel('Date range').selectOption({ label: 'Last 6 months' });
  await form.getByLabel('Column width').selectOption({ label: 'One Column' });
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(form).toBeHidden();
  await expect(added.getByRole('button', { name: /^Settings for Biller Listing/ })).toBeFocused();
  await expect(added.locator('caption')).toHaveText('GFL Environmental in the USA, last 6 months');
  await expect(added).toHaveClass(/widget--one_column/);

  // Reorder with the keyboard: focus stays on the button that moved the widget.
  const moveEarlier = added.getByRole('button', { name: /^Move Biller Listing .* earlier$/ });
  await moveEarlier.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /^Move Biller Listing \(widget 3 of 4\) earlier$/ })).toBeFocused();
  await page.keyboard.press('Enter');
  expect(await widgetHeadings(page)).toEqual([
    'Median Pay Amount',
    'Biller Listing',
    'Pay Methods Pie Chart',
    'Most Common Billers Table',
  ]);

  // Remove one.
  await page.getByRole('button', { name: /^Remove Pay Methods Pie Chart/ }).press('Enter');
  await expect(widgets(page)).toHaveCount(3);
  await expect(dashboard(page).getByRole('heading', { name: 'Your dashboard' })).toBeFocused();
  await expect(dashboard(page).getByRole('status').last()).toContainText('Saved on this device.');

  await page.reload();
  await waitForDashboardSettings(page);
  await expect
    .poll(() => widgetHeadings(page))
    .toEqual(['Median Pay Amount', 'Biller Listing', 'Most Common Billers Table']);
  await expect(widgets(page).nth(1).locator('caption')).toHaveText('GFL Environmental in the USA, last 6 months');
  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});

test('signed in, the dashboard is saved to the account and follows the user to another device', async ({
  page,
  browser,
}) => {
  await page.goto(INSIGHTS);
  await waitForDashboardSettings(page);
  await signIn(page, 'other@doxo.test');
  await expect(dashboard(page)).toContainText('Your widgets are saved to your account.');
  const median = widgets(page).filter({ hasText: 'Median Pay Amount' });
  await median.getByRole('button', { name: /^Settings for Median Pay Amount/ }).click();
  const form = median.getByRole('form', { name: 'Median Pay Amount settings' });
  await form.getByLabel('Service type').selectOption({ label: 'Electric' });
  await form.getByLabel('Place', { exact: true }).selectOption({ label: 'All states (USA)' });
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(median).toContainText('Electric in the USA, last 12 months');
  await expect(dashboard(page).getByRole('status').last()).toContainText('Saved to your account.');

  // Another browser with no local storage: the widgets come from the account once signed in.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await other.goto(`${INSIGHTS}/usa`);
  await waitForDashboardSettings(other);
  await expect(widgets(other).filter({ hasText: 'Median Pay Amount' })).toContainText('All services in the USA');
  await signIn(other, 'other@doxo.test');
  // A pinned type does not follow the page (the small test seed publishes only the USA as a whole).
  await expect(widgets(other).filter({ hasText: 'Median Pay Amount' })).toContainText(
    'Electric in the USA, last 12 months',
  );
  await elsewhere.close();
});

test('a widget that cannot load says so and retries; an empty selection says how to widen it', async ({ page }) => {
  await page.goto(INSIGHTS);
  await waitForDashboardSettings(page);
  await page.route('**/api/insights/pay_methods**', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'down' } } }),
  );
  const payMethods = widgets(page).filter({ hasText: 'Pay Methods Pie Chart' });
  await payMethods.getByRole('button', { name: /^Settings for Pay Methods/ }).click();
  const form = payMethods.getByRole('form', { name: 'Pay Methods Pie Chart settings' });
  await form.getByLabel('Chart type').selectOption({ label: 'Table' });
  await form.getByLabel('Date range').selectOption({ label: 'Last Month' });
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(payMethods.getByRole('alert')).toHaveText(/could not load/);
  await expectNoAxeViolations(page);

  await page.unroute('**/api/insights/pay_methods**');
  await payMethods.getByRole('button', { name: 'Try again' }).click();
  await expect(payMethods.getByRole('table')).toContainText('Pay method');

  // A zipcode with few payers over the last month: the widget explains instead of drawing nothing.
  await page.goto('/u/bills-to-pay/utilities/water-sewer/usa/ak');
  await waitForDashboardSettings(page);
  await expect(
    dashboard(page)
      .getByText(/No payments recorded for this selection yet/)
      .first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('biller names link to the biller page; an unknown biller is a 404', async ({ page, request, consoleErrors }) => {
  await openPage(page, INSIGHTS);
  // A row's first link is its biller's name; its last starts paying that biller
  // (docs/product.md#paying-a-bill).
  const first = page.locator('.data-table tbody tr').first().getByRole('link').first();
  const name = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/u\/biller\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page).toHaveTitle(`${name} · doxo`);
  await expect(page.getByRole('table')).toContainText('Median payment');
  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);

  for (const path of ['/u/biller/no-such-biller', '/u/biller/%3Cscript%3Ealert(1)%3C%2Fscript%3E']) {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    expect(await response.text()).not.toContain('<script>alert(1)');
  }
});

test('public pages and their client-navigation data are cacheable; the rest is not', async ({ request }) => {
  const cacheControl = async (path: string) =>
    (await request.get(path, { maxRedirects: 0 })).headers()['cache-control'];
  const publicPolicy = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600';
  expect(await cacheControl(INSIGHTS)).toBe(publicPolicy);
  expect(await cacheControl(`${INSIGHTS}/index.pageContext.json`)).toBe(publicPolicy);
  expect(await cacheControl('/u/biller/comcast-xfinity')).toBe(publicPolicy);
  expect(await cacheControl('/u/bills')).toBe('private, no-store');
  expect(await cacheControl('/u/bills/index.pageContext.json')).toBe('private, no-store');
  expect(await cacheControl('/u/bills-to-pay/no-such-group/all-services')).toBe('private, no-store');
});
