import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  DEMO,
  expect,
  expectNoSidewaysScroll,
  openPage,
  routes,
  signInThroughApi,
  signInWithDialog,
  test,
} from './fixtures.js';

// The app shell and design system: the server renders the shell the browser shows (signed in
// too, privately), nothing shifts at hydration, no page scrolls sideways on phones, every page
// passes axe in both themes with every contrast decided, and looks as its committed picture.

/** Every page once: the product areas (docs/product.md#routes), a biller's page, search results and the error page. */
const pages = [
  ...routes.map((route) => route.path),
  '/u/biller/comcast-xfinity',
  '/u/search?q=water',
  '/u/no-such-page',
];

/** A demo session's cookie header, signed in through the API. */
async function sessionCookie(request: APIRequestContext): Promise<string> {
  return `doxo_session=${(await signInThroughApi(request, DEMO.email)).session}`;
}

async function signIn(page: Page) {
  await openPage(page, '/u/bills?sign_in=1');
  await signInWithDialog(page, DEMO.email);
}

test('the server renders the signed-in shell, privately, and the public shell publicly', async ({ request }) => {
  const cookie = await sessionCookie(request);
  const insights = '/u/bills-to-pay/all-groups/all-services';
  const signedIn = await request.get(insights, { headers: { Cookie: cookie } });
  const html = await signedIn.text();
  expect(html).toMatch(/Signed in as <\/span>(<!-- -->)?demo/);
  expect(html).toContain('/u/wallet');
  expect(signedIn.headers()['cache-control']).toBe('private, no-store');
  expect(signedIn.headers().vary).toMatch(/Cookie/);
  // The client-navigation data of a signed-in visitor is private too.
  const json = await request.get(`${insights}/index.pageContext.json`, {
    headers: { Cookie: cookie },
  });
  expect(json.headers()['cache-control']).toBe('private, no-store');

  const anonymous = await request.get(insights, { headers: { Cookie: '' } });
  const publicHtml = await anonymous.text();
  expect(anonymous.headers()['cache-control']).toMatch(/^public/);
  expect(anonymous.headers().vary).toMatch(/Cookie/);
  expect(publicHtml).not.toContain('Signed in as');
  expect(publicHtml).not.toContain('href="/u/wallet"');
});

for (const who of ['signed out', 'signed in'] as const) {
  test(`hydration shifts nothing on the bills and insights pages, ${who}`, async ({ page, consoleErrors }) => {
    if (who === 'signed in') await signIn(page);
    // Every shift counts, those of a page painted half-parsed too (base.css keeps the app hidden
    // until it is parsed whole: docs/performance.md#painting-a-page-half-parsed).
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const shift = entry as unknown as { value: number; hadRecentInput: boolean };
          if (!shift.hadRecentInput) shifts.push(shift.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const path of ['/u/wallet', '/u/bills-to-pay/all-groups/all-services/usa/wa']) {
      await openPage(page, path);
      await page.waitForTimeout(400);
      expect(await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts), path).toEqual(
        [],
      );
    }
    expect(consoleErrors).toEqual([]);
  });
}

test('the sign-in dialog opens from the keyboard, Escape closes it and focus returns', async ({ page }) => {
  await openPage(page, '/u/bills-to-pay/all-groups/all-services');
  const opener = page.getByRole('button', { name: 'Sign in', exact: true });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Sign in to doxo' });
  await expect(dialog).toBeVisible();
  // Modal: focus is inside, the page behind is inert.
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('no page scrolls sideways at 320 or 390 px, signed out or in', async ({ page }) => {
  test.slow();
  for (const signedIn of [false, true]) {
    if (signedIn) await signIn(page);
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of pages) {
        await openPage(page, path);
        await expectNoSidewaysScroll(page, `${path} at ${width}px${signedIn ? ' signed in' : ''}`);
      }
    }
  }
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`every page passes axe in the ${colorScheme} theme, every contrast decided`, async ({ page }) => {
    // axe over every page, one after the other: about 1.5 min on CI's two busy cores.
    test.setTimeout(240_000);
    await page.emulateMedia({ colorScheme });
    for (const path of pages) {
      await openPage(page, path);
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.map((violation) => `${violation.id}: ${violation.help}`),
        path,
      ).toEqual([]);
      const undecided = results.incomplete
        .filter((result) => result.id === 'color-contrast')
        .flatMap((result) => result.nodes.map((node) => node.target.join(' ')));
      expect(undecided, `${path}: contrast axe could not decide`).toEqual([]);
    }
  });
}

const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;

for (const [device, viewport] of Object.entries(viewports)) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`every page looks as committed: ${device}, ${colorScheme}`, async ({ page }) => {
      test.slow();
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      for (const path of pages) {
        await openPage(page, path);
        const name = `${device}-${colorScheme}${path.replace(/[^a-z0-9]+/gi, '-')}.png`;
        await expect(page, path).toHaveScreenshot(name, {
          // Insight figures follow the seed's dates, which move with the calendar: mask them.
          mask: [page.locator('.data-table tbody, .widget-body, .data-table caption')],
          maxDiffPixelRatio: 0.02,
          animations: 'disabled',
          caret: 'hide',
        });
      }
    });
  }
}
