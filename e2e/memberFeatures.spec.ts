import type { Page } from '@playwright/test';
import { baseURL } from '../playwright.config.js';
import { expect, expectNoAxeViolations, expectNoSidewaysScroll, openPage, signInThroughApi, test } from './fixtures.js';

// The doxoPLUS member screens (docs/product.md#member-features): a member's credit score, identity
// protection and savings from the real API and database; a non-member's previews of each; axe,
// the keyboard, 390 px and both themes.
const MEMBER = 'demo@doxo.test';
const NON_MEMBER = 'many@doxo.test';

const memberScreens = [
  { path: '/u/credit-score', name: 'credit score' },
  { path: '/u/identity-protection', name: 'identity protection' },
  { path: '/u/savings', name: 'savings' },
] as const;

/** Signs in through the API and hands the browser the session cookie, as the dialog would. */
async function signInAs(page: Page, email: string) {
  const { session } = await signInThroughApi(page.request, email);
  await page
    .context()
    .addCookies([{ name: 'doxo_session', value: session, url: baseURL, httpOnly: true, sameSite: 'Lax' }]);
}

test('a member sees their score, its 12 months as a chart and the rated factors', async ({ page, consoleErrors }) => {
  await signInAs(page, MEMBER);
  await openPage(page, '/u/credit-score');
  await expect(page.getByRole('heading', { level: 1, name: 'Credit score' })).toBeVisible();
  const score = page.getByRole('region', { name: 'Your score', exact: true });
  await expect(score.locator('.credit-score__number')).toHaveText(/^[3-8]\d\d$/);
  await expect(score).toContainText(/Poor|Fair|Good|Very good|Exceptional/);
  // The chart is drawn by the server: 12 points on one line, named for screen readers.
  const chart = page.getByRole('img', { name: /^Credit score from \d{3} in .* to \d{3} in / });
  await expect(chart).toBeVisible();
  await expect(chart.locator('circle')).toHaveCount(12);
  await expect(chart.locator('path.chart-line')).toHaveAttribute('d', /^M[\d.]+,[\d.]+(L[\d.]+,[\d.]+){11}$/);
  const factors = page.getByRole('region', { name: 'What shapes your score' });
  for (const name of ['Payment history', 'Credit utilization', 'Age of credit', 'Credit mix', 'Recent inquiries']) {
    await expect(factors.getByText(name, { exact: true })).toBeVisible();
  }
  await expect(factors.locator('.credit-factor__advice')).toHaveCount(5);
  const onTime = page.getByRole('region', { name: 'Bills paid on time through doxo' });
  await expect(onTime).toContainText(/bills? paid through doxo in the last 12 months/);
  await expect(onTime.getByRole('row')).not.toHaveCount(0);
  await expectNoAxeViolations(page);

  // The figures behind the chart open from the keyboard.
  await page.getByText('Scores by month').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('table', { name: 'Your score each month' }).getByRole('row')).toHaveCount(13);
  expect(consoleErrors).toEqual([]);
});

test('a member adds an email and a phone number to monitor, then resolves an alert', async ({
  page,
  consoleErrors,
}) => {
  test.slow();
  await signInAs(page, MEMBER);
  await openPage(page, '/u/identity-protection');
  const monitored = page.getByRole('list', { name: 'Monitored items' });
  // The wallet's card is monitored on its own, masked.
  await expect(monitored.getByText('Visa ••4242')).toBeVisible();
  // A retry of this test finds the address from the first try: start from without it.
  const leftOver = page.getByRole('button', { name: 'Stop monitoring alex@example.com' });
  if (await leftOver.isVisible()) {
    await leftOver.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await expect(leftOver).toBeHidden();
  }
  await expectNoAxeViolations(page);

  // Keyboard only: choose the kind, type the address, submit with Enter.
  const kind = page.getByLabel('What to monitor');
  await kind.focus();
  await kind.selectOption('email');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email address')).toBeFocused();
  await page.keyboard.type('Alex@Example.com');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Now monitoring alex@example.com. 1 alert found.')).toBeVisible();
  await expect(monitored.getByText('alex@example.com')).toBeVisible();
  const alert = page.locator('.identity-alert', { hasText: 'TravelNest' });
  await expect(alert).toContainText('Your email address and a password were exposed');
  await expect(alert).toContainText('High risk');
  await expect(alert).toContainText('What to do:');
  const count = page.getByRole('navigation', { name: 'Main' }).locator('.nav-link__count');
  await expect(count).toHaveText(/^\d+ open alerts?$/);
  const openBefore = Number((await count.textContent())?.match(/^\d+/)?.[0]);

  // A phone number: a wrong one is refused beside the field, a right one is formatted.
  await kind.selectOption('phone');
  const phone = page.getByLabel('Phone number');
  await phone.fill('555-01');
  await page.getByRole('button', { name: 'Start monitoring' }).click();
  await expect(phone).toHaveAccessibleDescription(/Enter a valid phone number/);
  await phone.fill('206-555-0188');
  await page.getByRole('button', { name: 'Start monitoring' }).click();
  await expect(monitored.getByText('(206) 555-0188')).toBeVisible();

  // Resolving the alert moves it to the resolved ones and lowers the count.
  await page
    .getByRole('button', { name: /^Mark resolved: Your email address and a password/ })
    .first()
    .click();
  await expect(page.getByText('Alert marked resolved.')).toBeVisible();
  const resolved = page.getByRole('region', { name: 'Resolved alerts' });
  await expect(resolved.locator('.identity-alert', { hasText: 'TravelNest' })).toContainText('Resolved');
  if (openBefore > 1) await expect(count).toHaveText(`${openBefore - 1} open alert${openBefore - 1 === 1 ? '' : 's'}`);
  else await expect(count).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});

test('a member sees what each recurring bill could save against the median, and the total', async ({
  page,
  consoleErrors,
}) => {
  await signInAs(page, MEMBER);
  await openPage(page, '/u/savings');
  const total = page.getByRole('region', { name: 'Potential savings' });
  await expect(total.locator('.savings__total-amount')).toHaveText(/^\$\d[\d,]*\.\d\d$/);
  await expect(total).toContainText('a year');
  const table = page.getByRole('table', { name: /What you pay each time/ });
  await expect(table.getByRole('row')).not.toHaveCount(0);
  // Where a bill costs more, the billers people pay for it there are one link away.
  const compare = table.getByRole('link', { name: /^Most common .* billers in / }).first();
  await expect(compare).toHaveAttribute('href', /^\/u\/bills-to-pay\/[a-z-]+\/[a-z-]+\/usa/);
  await expect(table).toContainText(/\((your county|your metro area|your state|nationwide)\)/);
  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});

test('a non-member sees what each member screen does, a marked sample and the way to join', async ({
  page,
  consoleErrors,
}) => {
  await signInAs(page, NON_MEMBER);
  for (const { path, name } of memberScreens) {
    await openPage(page, path);
    await expect(page.getByRole('heading', { name: `What ${name} does` })).toBeVisible();
    const sample = page.getByRole('region', { name: `A sample of ${name}` });
    await expect(sample.getByText('Sample data')).toBeVisible();
    await expect(sample).toContainText('Made-up figures');
    await expect(page.getByRole('link', { name: 'Join doxoPLUS' }).first()).toHaveAttribute(
      'href',
      '/u/doxoplus/enroll',
    );
    // A sample is only to look at: nothing in it changes anything.
    await expect(sample.getByRole('button')).toHaveCount(0);
    await expectNoAxeViolations(page);
  }
  expect(consoleErrors).toEqual([]);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the member screens fit 390 px and pass axe in the ${colorScheme} theme`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme });
    for (const email of [MEMBER, NON_MEMBER]) {
      await page.context().clearCookies();
      await signInAs(page, email);
      for (const { path } of memberScreens) {
        await openPage(page, path);
        await expectNoSidewaysScroll(page);
        await expectNoAxeViolations(page);
      }
    }
  });
}
