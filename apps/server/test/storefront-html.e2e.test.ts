import { uniqueSuffix } from '@shop/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInProcessServer, type IBuiltServer } from './built-server.js';
import { client } from './client.js';
import { sharedServers } from './shared-servers.js';

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
const structuredData = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!));

describe.each(sharedServers())('storefront HTML on $dialect', (server) => {
  const tag = uniqueSuffix();
  const slugs = {
    room: `den-${tag}`,
    type: `reading-chairs-${tag}`,
    product: `wing-chair-${tag}`,
    hidden: '',
  };

  beforeAll(async () => {
    const room = await server.seed.room({
      name: `Den ${tag}`,
      slug: slugs.room,
      description: 'A quiet room.',
    });
    const type = await server.seed.roomType({
      roomId: room.id,
      name: `Reading chairs ${tag}`,
      slug: slugs.type,
    });
    await server.seed.product({
      roomTypeId: type.id,
      name: `Wing chair </script><script>alert(1)</script> ${tag}`,
      slug: slugs.product,
      priceCents: 89_900,
      discountPercent: 10,
      stock: 3,
      description: 'A tall wing chair in oak & wool.',
    });
    const hidden = await server.seed.product({
      roomTypeId: type.id,
      name: `Old chair ${tag}`,
      slug: `old-chair-${tag}`,
      active: false,
    });
    slugs.hidden = hidden.slug;
  });

  it('writes each page its own title and description, and 404 for what does not exist', async () => {
    const c = server.client();
    const home = await c.get('/');
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toContain('text/html');
    expect(titleOf(home.text)).toBeTruthy();
    expect(home.text).toContain('<div id="root">');
    expect(home.text.match(/<title>/g)).toHaveLength(1);
    expect(home.text.match(/name="description"/g)).toHaveLength(1);

    const room = await c.get(`/rooms/${slugs.room}`);
    expect(room.status).toBe(200);
    expect(titleOf(room.text)).toContain(`Den ${tag}`);
    expect(metaOf(room.text, 'description')).toBe('A quiet room.');
    expect(metaOf(room.text, 'og:title')).toBe(`Den ${tag}`);

    const type = await c.get(`/room/${slugs.room}/${slugs.type}`);
    expect(type.status).toBe(200);
    expect(titleOf(type.text)).toContain(`Reading chairs ${tag}`);

    for (const missing of [
      '/rooms/no-such-room',
      `/room/living-room/${slugs.type}`,
      `/product/${slugs.hidden}`,
      '/product/no-such-product',
      '/no/such/page',
    ]) {
      const res = await c.get(missing);
      expect(res.status, missing).toBe(404);
      expect(res.text, missing).toContain('<div id="root">');
      expect(metaOf(res.text, 'robots'), missing).toBe('noindex');
    }
    expect((await c.get('/admin/room')).status).toBe(200);
  });

  it('gives a product page Product and BreadcrumbList structured data, escaped', async () => {
    const res = await server.client().get(`/product/${slugs.product}`);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('<script>alert(1)');
    const [product, trail] = structuredData(res.text);
    expect(product).toMatchObject({
      '@type': 'Product',
      name: `Wing chair </script><script>alert(1)</script> ${tag}`,
      offers: {
        '@type': 'Offer',
        priceCurrency: 'USD',
        price: '809.10',
        availability: 'https://schema.org/InStock',
      },
    });
    expect(trail['@type']).toBe('BreadcrumbList');
    expect(trail.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      'Home',
      'Rooms',
      `Den ${tag}`,
      `Reading chairs ${tag}`,
      product.name,
    ]);
    expect(metaOf(res.text, 'og:type')).toBe('product');
    expect(metaOf(res.text, 'description')).toMatch(/^\$809\.10\. A tall wing chair in oak &amp; wool\.$/);
  });

  it('draws storefront pages on the server, with the answers they were drawn from and no inline script', async () => {
    const c = server.client();
    const res = await c.get(`/product/${slugs.product}`);
    expect(res.status).toBe(200);
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<script id="ssr-state"/.exec(res.text)?.[1] ?? '';
    // The product's name (escaped), its sale price by the SPEC rule and the list price struck through.
    expect(root).toContain(`Wing chair &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; ${tag}`);
    expect(root).toContain('$809.10');
    expect(root).toContain('$899.00');
    expect(root).toContain(`Den ${tag}`);
    const state = /<script id="ssr-state" type="application\/json">([^<]*)<\/script>/.exec(res.text)?.[1];
    const cached = JSON.parse(state!) as { queries: { queryKey: unknown; state: { status: string } }[] };
    expect(cached.queries.some((q) => JSON.stringify(q.queryKey).includes(slugs.product))).toBe(true);
    expect(cached.queries.every((q) => q.state.status === 'success')).toBe(true);
    // Only scripts the content security policy allows: module files, and data that never runs.
    for (const [tag] of res.text.matchAll(/<script[^>]*>/g))
      expect(tag).toMatch(/type="module" crossorigin src=|type="application\/(ld\+)?json"/);
    // The page may name a signed-in customer: private to this visitor.
    expect(res.headers.get('cache-control')).toBe('private, no-cache');

    const missing = await c.get('/product/no-such-product');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('data-hydrate="false"');
    expect(missing.text).toMatch(/<h1[^>]*>[^<]*not found/i);
    // A search the page does not know is cleaned, as the browser would show it.
    const unknownSort = await c.get(`/room/${slugs.room}/${slugs.type}?sort=bogus&page=2`);
    expect(unknownSort.status).toBe(302);
    expect(unknownSort.headers.get('location')).toBe(`/room/${slugs.room}/${slugs.type}?page=2`);
    // The back-office is drawn by the browser alone; without script its empty root says what it needs.
    expect((await c.get('/admin/room')).text).toContain(
      '<div id="root"><noscript><div class="container"><p class="NeedsScript_needs-script',
    );
  });

  it("draws a signed-in customer's own header, and a guest's for everyone else", async () => {
    const shopper = server.client();
    const name = `Ssr Shopper ${tag}`;
    const registered = await shopper.post('/api/customer/register', {
      name,
      email: `ssr-${tag}@example.com`,
      password: 'correct horse battery staple 9',
    });
    expect(registered.status).toBe(200);
    expect((await shopper.get('/rooms')).text).toContain(name);
    expect((await server.client().get('/rooms')).text).not.toContain(name);
  });

  it('lists rooms, room types and active products in sitemap.xml, and keeps /admin out in robots.txt', async () => {
    const c = server.client();
    const sitemap = await c.get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.text).toContain(`<loc>/rooms/${slugs.room}</loc>`);
    expect(sitemap.text).toContain(`<loc>/room/${slugs.room}/${slugs.type}</loc>`);
    expect(sitemap.text).toContain(`<loc>/product/${slugs.product}</loc>`);
    expect(sitemap.text).not.toContain(slugs.hidden);
    expect((await c.get('/sitemap-1.xml')).status).toBe(404);
    const robots = await c.get('/robots.txt');
    expect(robots.text).toContain('Disallow: /admin');
  });
});

describe('storefront HTML with PUBLIC_URL', () => {
  let server: IBuiltServer;
  beforeAll(async () => {
    server = await startInProcessServer('sqlite', { SEED: 'none', PUBLIC_URL: 'https://shop.example.com' });
  });
  afterAll(() => server?.stop());

  it('gives absolute canonical, og:url and sitemap addresses, and none to private pages', async () => {
    const c = client(server.url);
    const rooms = await c.get('/rooms');
    expect(rooms.text).toContain('<link rel="canonical" href="https://shop.example.com/rooms" />');
    expect(metaOf(rooms.text, 'og:url')).toBe('https://shop.example.com/rooms');
    const login = await c.get('/login');
    expect(login.text).not.toContain('rel="canonical"');
    expect(metaOf(login.text, 'robots')).toBe('noindex');
    expect((await c.get('/robots.txt')).text).toContain('Sitemap: https://shop.example.com/sitemap.xml');
    expect((await c.get('/sitemap.xml')).text).toContain('<loc>https://shop.example.com/rooms</loc>');
  });
});
