import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 1800 } });
const url = process.argv[2];
await page.goto(url);
await page.waitForSelector('html[data-hydrated="true"]');
await page.waitForTimeout(1500);
await page.screenshot({ path: process.argv[3], fullPage: false });
await browser.close();
