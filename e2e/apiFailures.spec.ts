import { expect, mainNavigationLink, openPage, submitSignInDialog, test } from './fixtures.js';
import { deadApiURL, maintenanceURL } from '../playwright.config.js';

// docs/product.md#maintenance: a 503 from the API host sends the app to /u/maintenance; a failed
// render shows the error page.
test.describe('API in maintenance', () => {
  test.use({ baseURL: maintenanceURL });

  test('a first load that needs the API answers 302 to /u/maintenance', async ({ request, page }) => {
    const response = await request.get('/u/bills-to-pay/all-groups/all-services', {
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    // It remembers the page, to come back to it once the API answers again.
    expect(response.headers().location).toBe(
      '/u/maintenance?return_to=%2Fu%2Fbills-to-pay%2Fall-groups%2Fall-services',
    );
    await page.goto('/u/bills-to-pay/all-groups/all-services');
    await expect(page).toHaveURL(/\/u\/maintenance\?return_to=/);
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/u/bills-to-pay/all-groups/all-services',
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("We'll be right back");
  });

  test('the container’s own API call moves the browser to /u/maintenance', async ({ page }) => {
    // The server already knew this visitor is signed out; the container's first call is the
    // sign-in, and its 503 moves the browser to maintenance.
    await openPage(page, '/u/wallet?sign_in=1');
    await submitSignInDialog(page, 'demo@doxo.test');
    await expect(page).toHaveURL(/\/u\/maintenance\?return_to=%2Fu%2Fwallet/);
  });

  test('a client navigation that needs the API ends on /u/maintenance', async ({ page }) => {
    await openPage(page, '/u/maintenance');
    await page.evaluate(() => {
      (window as unknown as { documentMarker: string }).documentMarker = 'kept';
    });
    await mainNavigationLink(page, 'Bills to pay').click();
    await expect(page).toHaveURL(/\/u\/maintenance\?return_to=%2Fu%2Fbills-to-pay/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("We'll be right back");
    expect(await page.evaluate(() => (window as unknown as { documentMarker?: string }).documentMarker)).toBe('kept');
  });
});

test.describe('back from maintenance', () => {
  test('the maintenance page takes the visitor back once the API answers again', async ({ page }) => {
    // The API is up on this server: the first check is made to fail, as during an outage.
    let checks = 0;
    await page.route('**/api/status', async (route) => {
      checks += 1;
      if (checks === 1) {
        await route.fulfill({
          status: 503,
          headers: { 'retry-after': '5' },
          json: { error: { code: 'database_unavailable', message: 'Briefly unavailable.' } },
        });
      } else {
        await route.continue();
      }
    });
    await openPage(page, '/u/maintenance?return_to=%2Fu%2Fwallet');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("We'll be right back");
    await expect(page).toHaveURL(/\/u\/wallet$/, { timeout: 25_000 });
    expect(checks).toBe(2);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wallet');
  });
});

test.describe('API unreachable', () => {
  test.use({ baseURL: deadApiURL });

  test('a page whose data cannot load renders the error page with 500', async ({ request, page }) => {
    const response = await request.get('/u/bills-to-pay/all-groups/all-services');
    expect(response.status()).toBe(500);
    await page.goto('/u/bills-to-pay/all-groups/all-services');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong');
  });
});
