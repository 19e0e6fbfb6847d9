import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';

/** Console errors and uncaught exceptions of a page; every test asserts there are none. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };

export async function waitForHydration(page: Page) {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/** The areas (docs/product.md#routes) with the heading (and, when not 200, the status) each answers with. */
export const routes = [
  { path: '/u/bills', heading: 'Your bills' },
  { path: '/u/bills-to-pay/all-groups/all-services', heading: 'Most Common Billers in USA' },
  { path: '/u/biller', heading: 'Billers' },
  { path: '/u/wallet', heading: 'Wallet' },
  { path: '/u/identity-protection', heading: 'Identity protection' },
  { path: '/u/credit-score', heading: 'Credit score' },
  { path: '/u/doxoplus', heading: 'doxoPLUS' },
  { path: '/u/doxoplus/enroll', heading: 'Join doxoPLUS' },
  { path: '/u/savings', heading: 'Savings' },
  { path: '/u/search', heading: 'Search' },
  { path: '/u/user-account', heading: 'Account settings' },
  { path: '/u/maintenance', heading: "We'll be right back", status: 503 },
] as const satisfies readonly { path: string; heading: string; status?: number }[];
