import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { expectAlive, settled } from './support';

/** The tags of <head> a storefront page owns: what crawlers and link previews read. */
interface IHead {
  title: string;
  meta: string[];
  canonical: string | null;
  jsonLd: unknown[];
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The page's head as the server sent it, before any script ran. */
function serverHead(html: string): IHead {
  const head = html.slice(0, html.indexOf('</head>'));
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
    meta: [...head.matchAll(/<meta (name|property)="([^"]+)" content="([^"]*)"/g)]
      .filter(([, , key]) => /^(description|robots|twitter:|og:)/.test(key!))
      .map(([, , key, content]) => `${key}=${decode(content!)}`)
      .sort(),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1] ?? null,
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) =>
      JSON.parse(m[1]!),
    ),
  };
}

/** The same tags as the browser holds them now. */
function browserHead(page: Page): Promise<IHead> {
  return page.evaluate(() => ({
    title: document.title,
    meta: [...document.head.querySelectorAll('meta')]
      .map((tag) => [tag.getAttribute('name') ?? tag.getAttribute('property') ?? '', tag.content] as const)
      .filter(([key]) => /^(description|robots|twitter:|og:)/.test(key))
      .map(([key, content]) => `${key}=${content}`)
      .sort(),
    canonical: document.head.querySelector('link[rel=canonical]')?.getAttribute('href') ?? null,
    jsonLd: [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((tag) =>
      JSON.parse(tag.textContent ?? ''),
    ),
  }));
}

/** The page is alive: the header's search answers typing. */
const hydrated = (page: Page) =>
  expect(page.getByRole('banner').getByRole('combobox', { name: 'Search the shop' })).toBeEditable();

/** A product of the demo shop, by the first card on a shelf. */
async function aProductPath(page: Page): Promise<string> {
  const html = await (await page.request.get('/room/bedroom/beds')).text();
  const path = /href="(\/product\/[^"]+)"/.exec(html)?.[1];
  expect(path).toBeTruthy();
  return path!;
}

const PAGES: [path: string, status: number][] = [
  ['/', 200],
  ['/rooms', 200],
  ['/rooms/bedroom', 200],
  ['/room/bedroom/beds', 200],
  ['/materials', 200],
  ['/gallery', 200],
  ['/contact', 200],
  ['/search?q=oak', 200],
  ['/my-wishlist', 200],
  ['/cart', 200],
  ['/login', 200],
  ['/register', 200],
  ['/forgot', 200],
  ['/product/no-such-product', 404],
  ['/rooms/no-such-room', 404],
  ['/no/such/page', 404],
];

test('every storefront page shows in the browser the head the server sent crawlers', async ({ page }) => {
  const pages = [...PAGES, [await aProductPath(page), 200] as [string, number]];
  for (const [path, status] of pages) {
    await test.step(path, async () => {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(status);
      const sent = serverHead(await response!.text());
      expect(sent.title, path).not.toBe('');
      expect(
        sent.meta.some((tag) => tag.startsWith('description=')),
        path,
      ).toBe(true);
      await hydrated(page);
      // The head starts as the server's: read it once React holds the page and its data is in, when a head the
      // browser drew differently would have replaced it.
      await settled(page);
      expect(await browserHead(page), path).toEqual(sent);
    });
  }
});

test('after a navigation in the browser, the head is the one the server sends for that address', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  // Gone if a click loaded a new document instead of the router drawing the next page.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const links = [
    'main a[href="/rooms"]',
    'main a[href^="/rooms/"]',
    'main a[href^="/room/"]',
    'main a[href^="/product/"]',
    'header a[href="/contact"]',
  ];
  for (const selector of links) {
    await test.step(selector, async () => {
      const link = page.locator(selector).first();
      const path = (await link.getAttribute('href'))!;
      await expectAlive(link);
      await link.click();
      await page.waitForURL(path);
      const sent = serverHead(await (await page.request.get(path)).text());
      await expect.poll(() => browserHead(page), { message: path }).toEqual(sent);
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    });
  }
});
