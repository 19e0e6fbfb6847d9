// `npm run bench:bundle` (docs/performance.md#first-load-javascript): the JavaScript each page
// makes the browser load first, as served by the production build. Starts `node scripts/start.mjs`
// on BENCH_PORT (PGlite, default seed in .data/bench-startup, seeded on the first run), fetches
// each page's HTML, follows its entry script and modulepreload links through every static import of
// the built files, and sums their sizes gzipped (level 9) and raw. Fails when any page is over the
// budget (BENCH_BUNDLE_BUDGET_KB, default 140 KB gzipped, the goal, set for the insights page, the
// largest). The paid tier, accounts and search took the insights page from 136.4 to 145.9 KB; the
// API modules loaded on their first call, the shared chunk limited to what most pages use, store
// slices injected by their pages and the location search's typing code loaded on first reach took
// it back to 139.6 KB (docs/performance.md#bundle-budget). It measures dist/ as built:
// `npm run bench:bundle` builds first, `npm test` runs it (`test:bundle`) after test:e2e's build.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root, withBenchServer } from './bench-serverProcess.js';

const port = Number(process.env.BENCH_PORT ?? 3575);
const budgetKilobytes = Number(process.env.BENCH_BUNDLE_BUDGET_KB ?? 140);
const origin = `http://127.0.0.1:${port}`;
const clientDirectory = path.join(root, 'dist/client');
const INSIGHTS = '/u/bills-to-pay/all-groups/all-services';
/** `--files`: also list each page's files, largest first, to see where the bytes go. */
const listFiles = process.argv.includes('--files');

/** Static imports of a built module: `from"./x.js"`, `import"./x.js"`. */
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g;

function localFile(url: string, base: string): string | undefined {
  const resolved = new URL(url, `${origin}${base}`);
  if (resolved.origin !== origin) return undefined;
  return resolved.pathname;
}

function firstLoadFiles(html: string): Set<string> {
  const found = new Set<string>();
  const pending: string[] = [];
  const add = (pathname: string | undefined) => {
    if (pathname && pathname.endsWith('.js') && !found.has(pathname)) {
      found.add(pathname);
      pending.push(pathname);
    }
  };
  // Whatever other attributes the tag carries (fetchpriority: server/http/scriptPreloadPriority.ts).
  for (const [, href] of html.matchAll(/<link rel="modulepreload"[^>]*? href="([^"]+)"/g)) {
    add(localFile(href ?? '', '/'));
  }
  for (const [, body] of html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const [, specifier] of (body ?? '').matchAll(/import\(?\s*["']([^"']+)["']/g)) {
      add(localFile(specifier ?? '', '/'));
    }
  }
  for (const [, src] of html.matchAll(/<script[^>]+src="([^"]+)"/g)) add(localFile(src ?? '', '/'));
  while (pending.length > 0) {
    const file = pending.pop() ?? '';
    const text = readFileSync(path.join(clientDirectory, file), 'utf8');
    for (const [, specifier] of text.matchAll(STATIC_IMPORT)) add(localFile(specifier ?? '', file));
  }
  return found;
}

async function pagesToMeasure(): Promise<string[]> {
  const answer = await fetch(`${origin}/api/directory/billers?limit=1`);
  const { billers } = (await answer.json()) as { billers: { slug: string }[] };
  return [INSIGHTS, ...(billers[0] ? [`/u/biller/${billers[0].slug}`] : []), '/u/bills', '/u/wallet', '/u/savings'];
}

let insightsKilobytes = Number.POSITIVE_INFINITY;
const overBudget: string[] = [];
await withBenchServer(port, async () => {
  console.log('\nbench:bundle: first-load JavaScript per page (gzip -9; raw)');
  for (const page of await pagesToMeasure()) {
    const html = await (await fetch(`${origin}${page}`)).text();
    let gzipped = 0;
    let raw = 0;
    const files = firstLoadFiles(html);
    const sizes: [string, number][] = [];
    for (const file of files) {
      const bytes = readFileSync(path.join(clientDirectory, file));
      const fileGzipped = gzipSync(bytes, { level: 9 }).length;
      raw += bytes.length;
      gzipped += fileGzipped;
      sizes.push([file, fileGzipped]);
    }
    const kilobytes = gzipped / 1024;
    if (page === INSIGHTS) insightsKilobytes = kilobytes;
    if (kilobytes > budgetKilobytes) overBudget.push(`${page} (${kilobytes.toFixed(1)} KB)`);
    console.log(
      `${page.padEnd(48)} ${kilobytes.toFixed(1).padStart(6)} KB gzipped · ` +
        `${(raw / 1024).toFixed(0).padStart(5)} KB raw · ${files.size} files`,
    );
    if (listFiles) {
      for (const [file, size] of sizes.sort((a, b) => b[1] - a[1])) {
        console.log(`    ${(size / 1024).toFixed(1).padStart(6)} KB  ${file}`);
      }
    }
  }
});
const verdict = insightsKilobytes <= budgetKilobytes ? 'within' : 'OVER';
console.log(
  `insights first-load JS ${insightsKilobytes.toFixed(1)} KB gzipped: ${verdict} the ${budgetKilobytes} KB budget`,
);
if (overBudget.length > 0) {
  console.log(`over the ${budgetKilobytes} KB budget: ${overBudget.join(', ')}`);
  process.exitCode = 1;
}
