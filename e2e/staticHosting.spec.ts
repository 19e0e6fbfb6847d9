import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { addLinkToPage, expect, openPage, test } from './fixtures.js';

// The prerendered public pages (docs/operations.md#prerendered-pages) served by a static file
// server that is not ours (Python's http.server), with no product server or API behind it: the
// pages load, hydrate and navigate on the client, and a page that needs the server is a full
// page load.

const clientBuild = fileURLToPath(new URL('../dist/client', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3211) + 9;
const origin = `http://127.0.0.1:${port}`;
let server: ChildProcess | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  server = spawn('python3', ['-m', 'http.server', String(port), '--bind', '127.0.0.1'], {
    cwd: clientBuild,
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${origin}/robots.txt`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`python3 -m http.server did not answer on ${origin}`);
});

test.afterAll(() => {
  server?.kill();
});

/** Addresses of the sitemap the build wrote, as paths. */
async function sitemapPaths(): Promise<string[]> {
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
}

test('the home page loads, hydrates and navigates on the client to another page', async ({ page }) => {
  await openPage(page, `${origin}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pay all your household bills in one place');
  // A mark on the document survives a client navigation, not a full page load.
  await page.evaluate(() => document.documentElement.setAttribute('data-same-document', 'yes'));
  await page.locator('footer').getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About doxo');
  await expect(page).toHaveURL(`${origin}/about`);
  await expect(page.locator('html[data-same-document="yes"]')).toHaveCount(1);
});

test('the sitemap lists the website, biller and insights pages, and each was written', async ({ page }) => {
  const paths = await sitemapPaths();
  expect(paths).toEqual(expect.arrayContaining(['/', '/about', '/support', '/contact', '/insights']));
  const biller = paths.find((path) => path.startsWith('/u/biller/'));
  const insights = paths.find((path) => /^\/u\/bills-to-pay\/[^/]+\/[^/]+\/usa\/[a-z]{2}$/.test(path));
  expect(biller).toBeDefined();
  expect(insights).toBeDefined();
  for (const path of [biller, insights]) {
    await openPage(page, `${origin}${path ?? ''}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path ?? ''}$`));
  }
  const robots = await (await fetch(`${origin}/robots.txt`)).text();
  expect(robots).toContain('Sitemap: ');
});

test('a page that needs the server is reached by a full page load', async ({ page }) => {
  await openPage(page, `${origin}/about`);
  await page.evaluate(() => document.documentElement.setAttribute('data-same-document', 'yes'));
  // The bills need the server: the static host has no such page, so the router loads it whole.
  const response = page.waitForResponse(`${origin}/u/bills`);
  await addLinkToPage(page, { href: '/u/bills', text: 'Your bills' });
  await page.getByRole('link', { name: 'Your bills' }).click();
  expect((await response).status()).toBe(404);
  await expect(page.locator('html[data-same-document="yes"]')).toHaveCount(0);
});
