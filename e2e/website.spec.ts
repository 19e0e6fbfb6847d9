import type { Page } from '@playwright/test';
import {
  clientAddress,
  expect,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  openPage,
  routes,
  signInWithDialog,
  test,
  waitForHydration,
} from './fixtures.js';

// The public website (docs/product.md#public-website): every page's content, links, axe,
// keyboard and phone width; the contact form's checks, honeypot and rate limit.

const websitePages = [
  {
    path: '/',
    heading: 'Pay all your household bills in one place',
    text: 'Most common billers in USA',
  },
  { path: '/about', heading: 'About doxo', text: 'What we do' },
  { path: '/support', heading: 'Support', text: 'What does it cost to pay a bill?' },
  { path: '/contact', heading: 'Contact us', text: 'Your message' },
  { path: '/legal', heading: 'Terms of service', text: 'Payments and fees' },
  { path: '/privacy', heading: 'Privacy', text: 'Download or delete your data' },
  { path: '/insights', heading: 'Bills to pay insights', text: 'By state' },
] as const;

/** The app stores are the only other sites a page links to (docs/product.md#app-links). */
const APP_STORES = /^https:\/\/(apps\.apple\.com|play\.google\.com)\//;

/** Each distinct link of the page, resolved against it. */
async function linksOf(page: Page, selector = 'a[href]'): Promise<string[]> {
  const hrefs = await page
    .locator(selector)
    .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  return [...new Set(hrefs)];
}

type ContactMessage = { name: string; email: string; topic: string; message: string };

/** Fills every field of the contact form, then sends it. */
async function sendContactForm(page: Page, message: ContactMessage) {
  await page.getByLabel('Your name').fill(message.name);
  await page.getByLabel('Email address').fill(message.email);
  await page.getByLabel('What is it about?').selectOption(message.topic);
  await page.getByLabel('Your message').fill(message.message);
  await page.getByRole('button', { name: 'Send message' }).click();
}

for (const { path, heading, text } of websitePages) {
  test.describe(path, () => {
    test('shows its content, hydrates and passes axe', async ({ page, consoleErrors }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.locator('main')).toContainText(text);
      await expectNoAxeViolations(page);
      expect(consoleErrors).toEqual([]);
    });

    test('links only to its own site (and the app stores), and those pages answer', async ({
      page,
      request,
      baseURL,
    }) => {
      // The insights landing page links to about 130 pages, each asked in turn.
      test.setTimeout(180_000);
      await page.goto(path);
      const links = await linksOf(page);
      const local = links.filter((link) => !APP_STORES.test(link));
      for (const link of local) expect(new URL(link).origin, link).toBe(new URL(baseURL ?? '').origin);
      // Sign-up is built beside this site; every other local link answers 200.
      for (const link of local.filter((href) => !href.includes('/u/sign-up'))) {
        const answer = await request.get(link);
        expect(answer.status(), link).toBe(200);
      }
    });

    test('works by keyboard: the skip link, then the page’s own links', async ({ page }) => {
      await openPage(page, path);
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.locator('main')).toBeFocused();
      // The next Tab lands inside the page's content, not back in the navigation.
      await page.keyboard.press('Tab');
      const inMain = await page.evaluate(() => document.activeElement?.closest('main') !== null);
      expect(inMain).toBe(true);
    });

    test('does not scroll sideways at 390 px', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await openPage(page, path);
      await expectNoSidewaysScroll(page);
    });
  });
}

test('every /u/ page’s footer leads to pages that answer 200', async ({ page, request }) => {
  const checked = new Set<string>();
  for (const route of routes) {
    await page.goto(route.path);
    for (const link of await linksOf(page, 'footer a[href]')) {
      if (APP_STORES.test(link) || checked.has(link)) continue;
      checked.add(link);
      expect((await request.get(link)).status(), `${route.path} → ${link}`).toBe(200);
    }
  }
  expect([...checked].map((link) => new URL(link).pathname).sort()).toEqual([
    '/about',
    '/contact',
    '/insights',
    '/legal',
    '/privacy',
    '/support',
  ]);
});

test('the home page ranks the chosen state’s billers, and links to its insights', async ({ page }) => {
  await openPage(page, '/');
  await page.getByLabel('Your state').selectOption('wa');
  await page.getByRole('button', { name: 'Show billers' }).click();
  await expect(page).toHaveURL(/\/\?state=wa$/);
  await expect(page.getByRole('heading', { name: 'Most common billers in Washington' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See every service in Washington' })).toHaveAttribute(
    'href',
    '/u/bills-to-pay/all-groups/all-services/usa/wa',
  );
  await expect(page.getByRole('link', { name: 'Create your free account' })).toHaveAttribute('href', '/u/sign-up');
});

test('the support answers filter as one types, and by a plain GET without script', async ({ page, browser }) => {
  await openPage(page, '/support');
  const search = page.getByRole('searchbox', { name: 'Search the answers' });
  await search.fill('doxoplus cancel');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['How do I cancel doxoPLUS?']);
  await expect(page.getByRole('status').filter({ hasText: 'for' })).toHaveText('1 answer for “doxoplus cancel”');
  await search.fill('xylophone');
  await expect(page.getByText('Nothing here answers that.')).toBeVisible();

  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto('/support');
  await plain.getByRole('searchbox', { name: 'Search the answers' }).fill('delivery');
  await plain.getByRole('button', { name: 'Search' }).click();
  await expect(plain).toHaveURL(/\/support\?q=delivery$/);
  await expect(plain.getByRole('heading', { name: 'When does the biller get my payment?' })).toBeVisible();
  await expect(plain.getByRole('heading', { name: 'How do I cancel doxoPLUS?' })).toHaveCount(0);
  await context.close();
});

test.describe('the contact form', () => {
  test('says what is wrong with bad input, beside each field, and sends nothing', async ({ page }) => {
    await page.setExtraHTTPHeaders(clientAddress());
    await openPage(page, '/contact');
    await page.getByLabel('Email address').fill('not-an-address');
    await page.getByLabel('Your message').fill('<b>hi</b>');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByLabel('Your name')).toBeFocused();
    await expect(page.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Enter your name.')).toBeVisible();
    await expect(page.getByText('Enter an email address like name@example.com.')).toBeVisible();
    await expect(page.getByText('Choose what your message is about.')).toBeVisible();
    await expect(page.getByText('Write at least 10 characters.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('sends a message and confirms it, by keyboard', async ({ page }) => {
    await page.setExtraHTTPHeaders(clientAddress());
    await openPage(page, '/contact');
    await page.getByLabel('Your name').focus();
    await page.keyboard.type('Ada Payer');
    await page.keyboard.press('Tab');
    await page.keyboard.type('ada@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await page.getByLabel('What is it about?').selectOption('payment');
    await page.getByLabel('Your message').fill('My water bill payment has not arrived yet.');
    await page.getByLabel('Your message').press('Tab');
    await expect(page.getByRole('button', { name: 'Send message' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Thank you, your message has been sent' })).toBeFocused();
  });

  test('works without the page’s script: a plain post, then the confirmation or the errors', async ({ browser }) => {
    const question = {
      name: 'Ada Payer',
      email: 'ada@example.com',
      topic: 'question',
      message: 'Do you take payments for rent?',
    };
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: clientAddress(),
    });
    const page = await context.newPage();
    await page.goto('/contact');
    await sendContactForm(page, question);
    await expect(page).toHaveURL(/\/contact\?sent=1$/);
    await expect(page.getByRole('heading', { name: 'Thank you, your message has been sent' })).toBeVisible();

    // The browser's own checks are skipped (noValidate): the server's redirect names the fields.
    await page.goto('/contact');
    await sendContactForm(page, { ...question, email: 'ada@example', message: 'Too short' });
    await expect(page).toHaveURL(/\/contact\?problem=invalid&fields=email%2Cmessage$/);
    await expect(page.getByRole('alert')).toHaveText('Some fields need your attention.');
    await expect(page.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Your message')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Your name')).not.toHaveAttribute('aria-invalid', 'true');
    await context.close();
  });

  test('slows one address down after five messages, and says so', async ({ page, request }) => {
    const address = clientAddress();
    const message = {
      name: 'Ada Payer',
      email: 'ada@example.com',
      topic: 'feedback',
      message: 'The insights pages are useful.',
    };
    for (let sent = 0; sent < 5; sent += 1) {
      const answer = await request.post('/api/contact_messages', {
        data: message,
        headers: address,
      });
      expect(answer.status()).toBe(201);
    }
    await page.setExtraHTTPHeaders(address);
    await openPage(page, '/contact');
    await sendContactForm(page, message);
    await expect(page.getByRole('alert')).toHaveText(
      'Too many messages from here. Try again later, or write to us from another address.',
    );
  });
});

test('the app-association files are JSON, and phones get the smart app banner', async ({ request }) => {
  for (const path of ['/.well-known/apple-app-site-association', '/.well-known/assetlinks.json']) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(200);
    expect(answer.headers()['content-type'], path).toMatch(/^application\/json/);
    await answer.json();
  }
  const html = await (await request.get('/about')).text();
  expect(html).toContain('<meta name="apple-itunes-app" content="app-id=1195733958" />');
});

test('a signed-in visitor gets their own home page: their state, and their bills', async ({ page }) => {
  await openPage(page, '/u/bills?sign_in=1');
  await signInWithDialog(page, 'demo@doxo.test');
  const response = await page.goto('/');
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await waitForHydration(page);
  await expect(page.getByRole('link', { name: 'Go to your bills' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create your free account' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Most common billers in Washington' })).toBeVisible();
});

test('robots.txt and the sitemap are served, naming the site origin', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toMatch(/xml/);
  const xml = await sitemap.text();
  for (const path of ['/', '/about', '/support', '/contact', '/legal', '/privacy', '/insights']) {
    expect(xml).toMatch(new RegExp(`<loc>https?://[^<]+${path === '/' ? '/' : path}</loc>`));
  }
  expect(xml).toMatch(/<loc>[^<]+\/u\/biller\/[a-z0-9-]+<\/loc>/);
  expect(xml).toMatch(/<loc>[^<]+\/u\/bills-to-pay\/all-groups\/all-services<\/loc>/);
});

test('public pages name their canonical address and describe themselves to search engines', async ({ request }) => {
  const home = await (await request.get('/?state=wa')).text();
  expect(home).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/" \/>/);
  expect(home).toContain('<meta property="og:title"');
  expect(home).toContain('<meta name="twitter:card" content="summary" />');
  expect(home).toContain('"@type":"Organization"');
  const insights = await (await request.get('/u/bills-to-pay/utilities/electric/usa/wa')).text();
  expect(insights).toMatch(/<link rel="canonical" href="[^"]+\/u\/bills-to-pay\/utilities\/electric\/usa\/wa" \/>/);
  expect(insights).toContain('"@type":"BreadcrumbList"');
  const privateArea = await (await request.get('/u/wallet')).text();
  expect(privateArea).toContain('<meta name="robots" content="noindex" />');
  expect(privateArea).not.toContain('rel="canonical"');
});
