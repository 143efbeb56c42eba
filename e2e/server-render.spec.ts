import { expectAlive, firstLinkOf, settled } from './support';
import { expect, test } from './test';

/** Storefront pages of the demo shop, each of a different screen. */
const PAGES = [
  '/',
  '/rooms',
  '/rooms/bedroom',
  '/room/bedroom/beds?sort=price',
  '/materials',
  '/gallery',
  '/search?q=oak',
  '/contact',
  '/my-wishlist',
  '/cart',
  '/login',
];

test('storefront pages arrive drawn by the server and React adopts that HTML without redrawing it', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
  });
  // Every element added under #root once the HTML is parsed: hydration adds none, a redraw adds the whole page.
  await page.addInitScript(() => {
    const added: string[] = [];
    Object.assign(window, { addedToRoot: added });
    document.addEventListener('readystatechange', () => {
      const root = document.getElementById('root');
      if (document.readyState !== 'interactive' || !root) return;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of Array.from(record.addedNodes))
            if (node instanceof HTMLElement && node.matches('#root > *, main, header, footer'))
              added.push(node.className);
      }).observe(root, { childList: true, subtree: true });
    });
  });

  for (const path of PAGES) {
    await test.step(path, async () => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const html = await response!.text();
      // The page's own content is in the HTML the server sent, before any script ran.
      expect(html, path).toMatch(/<div id="root"><.*<main id="main"/s);
      expect(html, path).toMatch(/<h1[^>]*>/);
      // Hydrated: React holds the header's search and the page's heading (a redraw would have added new ones, and
      // the observer would have recorded them), and nothing was redrawn.
      const search = page.getByRole('banner').getByRole('combobox', { name: 'Search the shop' });
      await expect(search).toBeEditable();
      await expectAlive(search);
      await settled(page);
      expect(
        await page.evaluate(() => (window as unknown as { addedToRoot: string[] }).addedToRoot),
        path,
      ).toEqual([]);
    });
  }
  expect(problems).toEqual([]);
});

test('a server-drawn product page works at once: gallery, wishlist and add to cart', async ({ page }) => {
  // The shelf's first product, read from the HTML the server sends: the journey itself is one page load.
  await page.goto(await firstLinkOf(page.request, '/room/bedroom/beds', '/product/'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page
    .getByRole('button', { name: /add to cart/i })
    .first()
    .click();
  await expect(page.getByRole('link', { name: /^Cart, 1 item/ })).toBeVisible();
});
