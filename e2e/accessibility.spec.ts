import type { APIRequestContext } from '@playwright/test';
import { seriousViolations } from './axe';
import { expect, test } from './test';
import { STAFF_PASSWORD, expectAlive, firstLinkOf, settled } from './support';

// Each check reads pages only (the customer's logs in anew): they go to whichever worker is free, instead of one
// worker taking the whole file (two 40-second sweeps, one after the other, at the end of a run).
test.describe.configure({ mode: 'parallel' });

/** Real pages of the demo catalogue, found in the HTML the server sends (three page loads fewer per sweep). */
async function storefrontPages(request: APIRequestContext): Promise<string[]> {
  const room = await firstLinkOf(request, '/rooms', '/rooms/');
  const roomType = await firstLinkOf(request, room, '/room/');
  const product = await firstLinkOf(request, roomType, '/product/');
  return [
    '/',
    '/rooms',
    room,
    roomType,
    product,
    '/materials',
    '/gallery',
    '/search?q=oak',
    '/contact',
    '/my-wishlist',
    '/login',
    '/register',
    '/no-such-page',
  ];
}

/**
 * Every page at desktop width; on a phone the pages whose layout changes most (the menu drawer, stacked product
 * and listing grids, the search panel, the form): axe's rules read the DOM, mostly the same at both widths, and
 * the whole second sweep was a minute of CPU in every run.
 */
const PHONE_PAGES = new Set(['/', '/search?q=oak', '/contact']);
const isPhonePage = (url: string) => PHONE_PAGES.has(url) || /^\/(room|product)\//.test(url);

/** The desktop sweep in two halves, so that each stays a few minutes' work when the machine is at its busiest. */
const firstHalf = (_url: string, index: number) => index < 7;
const secondHalf = (_url: string, index: number) => index >= 7;

for (const [label, viewport, pick] of [
  ['desktop, first pages', { width: 1280, height: 900 }, firstHalf],
  ['desktop, last pages', { width: 1280, height: 900 }, secondHalf],
  ['phone', { width: 390, height: 844 }, isPhonePage],
] as const) {
  test(`axe finds nothing serious on the storefront as a visitor (${label})`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    const problems: string[] = [];
    for (const url of (await storefrontPages(page.request)).filter(pick)) {
      await page.goto(url);
      await settled(page);
      problems.push(...(await seriousViolations(page)).map((problem) => `${url}: ${problem}`));
    }
    expect(problems).toEqual([]);
  });
}

test('axe finds nothing serious on a customer’s wishlist and home page', async ({ page }) => {
  await page.goto('/login');
  // Typed into the server's form before React holds it, the login is lost or posted as a plain form.
  await expectAlive(page.getByRole('button', { name: 'Log in' }));
  await page.getByLabel('Email').fill('customer@shop.test');
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Logged in as')).toBeAttached();
  const problems: string[] = [];
  for (const url of ['/', '/my-wishlist']) {
    await page.goto(url);
    await settled(page);
    problems.push(...(await seriousViolations(page)).map((problem) => `${url}: ${problem}`));
  }
  expect(problems).toEqual([]);
});
