// `npm run bench:lighthouse` (docs/performance.md#lighthouse): Lighthouse's mobile performance
// and SEO audits (its default: a mid-range phone on slow 4G, simulated) of the home page, the
// insights page, the most popular biller's page and /u/bills signed in, against the production
// build served by `node scripts/start.mjs` on BENCH_PORT (PGlite, default seed in
// .data/bench-startup, seeded on the first run), in the machine's Chromium (CHROME_PATH, default
// /usr/bin/chromium). Each page is audited BENCH_LIGHTHOUSE_RUNS times (3) and the medians
// printed, with, for the public pages, the SEO score and the SEO audits any run failed. Targets:
// performance ≥ 98, CLS 0; SEO 100 on the public pages (docs/product.md#search-engines).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { withBenchServer } from './bench-serverProcess.js';

const port = Number(process.env.BENCH_PORT ?? 3580);
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const origin = `http://127.0.0.1:${port}`;
/** The seed's account with the most bills (280): the page the issue measured at 79. */
const billsUser = { email: 'many@doxo.test', password: 'doxo-demo-2026' };

type Figures = {
  score: number;
  seo: number;
  /** The SEO audits that did not pass, by id. */
  seoFailures: string[];
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

/** The session cookie of a signed-in visitor, as the browser would hold it. */
async function signIn(): Promise<string> {
  const answer = await fetch(`${origin}/api/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(billsUser),
  });
  if (!answer.ok) throw new Error(`Signing in as ${billsUser.email} answered ${answer.status}.`);
  const cookie = answer.headers.getSetCookie().map((line) => line.split(';')[0]);
  return cookie.join('; ');
}

/** An audit that measured nothing: run again rather than count it (a NaN would skew the median). */
class AuditFailed extends Error {}
const MAX_ATTEMPTS = 3;

async function auditWithRetries(url: string, chromePort: number, cookie?: string) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url, chromePort, cookie);
    } catch (error) {
      if (!(error instanceof AuditFailed) || attempt === MAX_ATTEMPTS) throw error;
      console.log(`(${error.message}: audited again)`);
    }
  }
}

async function audit(url: string, chromePort: number, cookie?: string): Promise<Figures> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'seo'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
  const { lhr } = result;
  // A trace Chromium failed to record (NO_NAVSTART, now and then on a busy machine) scores nothing.
  if (lhr.runtimeError) throw new AuditFailed(`${url}: ${lhr.runtimeError.code}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const seo = lhr.categories.seo;
  return {
    score: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
    seo: Math.round((seo?.score ?? NaN) * 100),
    // Audits scored 0 to 1; those Lighthouse does not score (manual, not applicable) have null.
    seoFailures: (seo?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    si: value('speed-index'),
  };
}

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
try {
  await withBenchServer(port, async () => {
    const directory = await fetch(`${origin}/api/directory/billers?limit=1`);
    const { billers } = (await directory.json()) as { billers: { slug: string }[] };
    const cookie = await signIn();
    // Signed-in pages say noindex (docs/product.md#search-engines): SEO is scored on public ones.
    const pages: { name: string; path: string; cookie?: string; indexed?: boolean }[] = [
      { name: 'home', path: '/', indexed: true },
      { name: 'insights', path: '/u/bills-to-pay/all-groups/all-services', indexed: true },
      { name: 'biller', path: `/u/biller/${billers[0]?.slug ?? ''}`, indexed: true },
      { name: 'bills (signed in, 280 bills)', path: '/u/bills', cookie },
    ];
    // One visit each first, so every audit meets warm server caches, as a visitor after the first
    // would.
    for (const page of pages) {
      await fetch(`${origin}${page.path}`, page.cookie ? { headers: { cookie: page.cookie } } : {});
    }
    console.log(`\nbench:lighthouse: mobile, medians of ${runs} runs (targets: ≥ 98, CLS 0; SEO 100 on public pages)`);
    for (const page of pages) {
      const all: Figures[] = [];
      for (let run = 0; run < runs; run += 1) {
        all.push(await auditWithRetries(`${origin}${page.path}`, chrome.port, page.cookie));
      }
      const pick = (key: Exclude<keyof Figures, 'seoFailures'>) => median(all.map((figures) => figures[key]));
      const failures = new Set(all.flatMap((figures) => figures.seoFailures));
      console.log(
        `${page.name.padEnd(30)} performance ${String(pick('score')).padStart(3)} ` +
          `(runs ${all.map((figures) => figures.score).join(', ')}) · ` +
          `FCP ${(pick('fcp') / 1000).toFixed(2)} s · LCP ${(pick('lcp') / 1000).toFixed(2)} s · ` +
          `TBT ${pick('tbt').toFixed(0)} ms · SI ${(pick('si') / 1000).toFixed(2)} s · ` +
          `CLS ${pick('cls').toFixed(3)}` +
          (page.indexed
            ? ` · SEO ${pick('seo')}${failures.size > 0 ? ` (failed: ${[...failures].join(', ')})` : ''}`
            : ''),
      );
    }
  });
} finally {
  chrome.kill();
}
