import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

/** The budget for the JavaScript a storefront page loads before it shows its content, gzipped. */
const STOREFRONT_JS_BUDGET = 130_000;
const DIST = fileURLToPath(new URL('../apps/web/dist', import.meta.url));

/** Gzipped size (level 6, what servers use) of every script the page fetched, read from the built files. */
async function scriptBytes(page: Page, url: string) {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  const sizes = [...scripts].map((file) => {
    const bytes = fs.readFileSync(path.join(DIST, file));
    return { file, gzipped: zlib.gzipSync(bytes, { level: 6 }).length };
  });
  return {
    total: sizes.reduce((sum, s) => sum + s.gzipped, 0),
    files: sizes.map((s) => s.file),
    report: sizes.map((s) => `${s.gzipped}\t${s.file}`).join('\n'),
  };
}

test.describe('storefront JavaScript budget', () => {
  for (const url of ['/', '/rooms', '/contact', '/search?q=oak']) {
    test(`${url} loads at most 130 kB of gzipped JavaScript, and no back-office code`, async ({ page }) => {
      const { total, files, report } = await scriptBytes(page, url);
      test.info().annotations.push({ type: 'gzipped JS bytes', description: String(total) });
      expect(total, report).toBeLessThanOrEqual(STOREFRONT_JS_BUDGET);
      expect(files.filter((file) => /admin|AdminListPage|react-hook-form/i.test(file))).toEqual([]);
    });
  }
});
