import { expect, test, waitForHydration } from './fixtures.js';
import { deadApiURL, maintenanceURL } from '../playwright.config.js';

// SPEC §8: a 503 from the API host sends the app to /u/maintenance; a failed render shows the
// error page.
test.describe('API in maintenance', () => {
  test.use({ baseURL: maintenanceURL });

  test('a first load that needs the API answers 302 to /u/maintenance', async ({
    request,
    page,
  }) => {
    const response = await request.get('/u/bills-to-pay/all-groups/all-services', {
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe('/u/maintenance');
    await page.goto('/u/bills-to-pay/all-groups/all-services');
    await expect(page).toHaveURL(/\/u\/maintenance$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("We'll be right back");
  });

  test('the container’s own API call moves the browser to /u/maintenance', async ({ page }) => {
    // The server already knew this visitor is signed out; the container's first call is the
    // sign-in, and its 503 moves the browser to maintenance.
    await page.goto('/u/wallet?sign_in=1');
    await waitForHydration(page);
    const dialog = page.getByRole('dialog', { name: 'Sign in to doxo' });
    await dialog.getByLabel('Email').fill('demo@doxo.test');
    await dialog.getByLabel('Password').fill('doxo-demo-2026');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/u\/maintenance$/);
  });

  test('a client navigation that needs the API ends on /u/maintenance', async ({ page }) => {
    await page.goto('/u/maintenance');
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { documentMarker: string }).documentMarker = 'kept';
    });
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Bills to pay' })
      .click();
    await expect(page).toHaveURL(/\/u\/maintenance$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("We'll be right back");
    expect(
      await page.evaluate(() => (window as unknown as { documentMarker?: string }).documentMarker),
    ).toBe('kept');
  });
});

test.describe('API unreachable', () => {
  test.use({ baseURL: deadApiURL });

  test('a page whose data cannot load renders the error page with 500', async ({
    request,
    page,
  }) => {
    const response = await request.get('/u/bills-to-pay/all-groups/all-services');
    expect(response.status()).toBe(500);
    await page.goto('/u/bills-to-pay/all-groups/all-services');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong');
  });
});
