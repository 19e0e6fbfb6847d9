import { expect, test } from './fixtures.js';

const longPath = `/u/${'a'.repeat(10_000)}`;

test.describe('malformed addresses never reach a 500', () => {
  for (const [path, status] of [
    ['/u/%zz', 400],
    ['/u/%00', 400],
    ['/u/bills%E0%A4%A', 400],
    [longPath, 400],
    ['/u/../../etc/passwd', 404],
    ['/u/%2e%2e/%2e%2e/etc/passwd', 404],
    ['/u/bills-to-pay/%F0%9F%92%A1/%E2%9C%93', 404],
    ['/u/%E6%97%A5%E6%9C%AC', 404],
  ] as const) {
    test(`${path.slice(0, 60)} answers ${status}`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(status);
      expect(response.headers()['content-type']).toContain('text/html');
    });
  }

  test('an unknown API path answers a JSON 404, not the app shell', async ({ request }) => {
    const response = await request.get('/api/no-such-endpoint');
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  test('an unknown asset answers a plain 404, not the app shell', async ({ request }) => {
    const response = await request.get('/assets/entries/no-such-file.js');
    expect(response.status()).toBe(404);
    expect(await response.text()).not.toContain('<html');
  });

  test('a </script> in the query string is escaped, never executed', async ({ page }) => {
    const attack = '</script><script>window.injected=1</script><img src=x onerror="window.injected=2">';
    await page.goto(`/u/search?q=${encodeURIComponent(attack)}`);
    await expect(page.getByTestId('search-echo')).toHaveText(attack);
    expect(await page.evaluate(() => (window as unknown as { injected?: number }).injected)).toBeUndefined();
  });
});

test('hashed assets are cached for a year', async ({ request }) => {
  const html = await (await request.get('/u/bills')).text();
  // Referenced by a module preload or the entry script's import().
  const asset = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(asset).toBeTruthy();
  const response = await request.get(asset ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('/healthz answers ok', async ({ request }) => {
  const response = await request.get('/healthz');
  expect(await response.json()).toEqual({ status: 'ok' });
  expect(response.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
});
