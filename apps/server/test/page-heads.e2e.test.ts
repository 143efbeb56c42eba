import { uniqueSuffix } from '@shop/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInProcessServer, type IBuiltServer } from './built-server.js';
import { client } from './client.js';
import type { TSeedCalls } from './fixtures.js';
import { sharedServers } from './shared-servers.js';

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
const structuredData = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!));

/** A room, one of its room types and a product in it, with reviews: every kind of page with a record behind it. */
async function seedCatalogue(server: { seed: TSeedCalls }, tag: string) {
  const room = await server.seed.room({ name: `Study ${tag}`, slug: `study-${tag}`, description: '' });
  const type = await server.seed.roomType({
    roomId: room.id,
    name: `Desks ${tag}`,
    slug: `desks-${tag}`,
    description: 'Desks to work at.',
    image: 'room-types/desks.jpg',
  });
  const product = await server.seed.product({
    roomTypeId: type.id,
    name: `Writing desk ${tag}`,
    slug: `writing-desk-${tag}`,
    priceCents: 45_000,
    stock: 0,
    leadTimeDays: 21,
    sellingMode: 'made-to-order',
    description: 'Oak, with a drawer.',
    image: 'products/desk.jpg',
  });
  for (const review of [
    { authorName: 'Ann', rating: 5, body: 'Lovely.', hidden: false },
    { authorName: 'Bob', rating: 4, body: 'Good.', hidden: false },
    { authorName: 'Cy', rating: 1, body: 'Hidden.', hidden: true },
  ])
    await server.seed.review({ productId: product.id, ...review });
  return { room, type, product };
}

describe.each(sharedServers())('the heads storefront routes give their pages, on $dialect', (server) => {
  const tag = uniqueSuffix();
  let paths: { room: string; type: string; product: string };

  beforeAll(async () => {
    const { room, type, product } = await seedCatalogue(server, tag);
    paths = {
      room: `/rooms/${room.slug}`,
      type: `/room/${room.slug}/${type.slug}`,
      product: `/product/${product.slug}`,
    };
  });

  it('titles each page "<page> | <shop>" and describes it, with the defaults a record without text needs', async () => {
    const c = server.client();
    const home = await c.get('/');
    const shop = titleOf(home.text)!;
    expect(shop).toBeTruthy();
    expect(metaOf(home.text, 'og:title')).toBe(shop);
    expect(metaOf(home.text, 'og:site_name')).toBe(shop);

    const room = await c.get(paths.room);
    expect(room.status).toBe(200);
    expect(titleOf(room.text)).toBe(`Study ${tag} | ${shop}`);
    expect(metaOf(room.text, 'description')).toBe(`Furniture for the study ${tag}.`);
    expect(structuredData(room.text)[0]['@type']).toBe('BreadcrumbList');

    const type = await c.get(paths.type);
    expect(type.status).toBe(200);
    expect(titleOf(type.text)).toBe(`Desks ${tag} · Study ${tag} | ${shop}`);
    expect(metaOf(type.text, 'description')).toBe('Desks to work at.');
    expect(metaOf(type.text, 'twitter:card')).toBe('summary_large_image');

    const rooms = await c.get('/rooms?page=2');
    expect(titleOf(rooms.text)).toBe(`Rooms, page 2 | ${shop}`);
    const search = await c.get('/search?q=oak');
    expect(titleOf(search.text)).toBe(`Search: oak | ${shop}`);
    expect(metaOf(search.text, 'robots')).toBe('noindex');
  });

  it("gives a product page its offer (back-ordered, at the sale price) and its visible reviews' rating", async () => {
    const res = await server.client().get(paths.product);
    expect(res.status).toBe(200);
    expect(metaOf(res.text, 'og:type')).toBe('product');
    expect(metaOf(res.text, 'description')).toBe('$450.00. Oak, with a drawer.');
    const [product, trail] = structuredData(res.text);
    expect(product).toMatchObject({
      '@type': 'Product',
      name: `Writing desk ${tag}`,
      category: `Study ${tag} > Desks ${tag}`,
      offers: { price: '450.00', availability: 'https://schema.org/MadeToOrder', url: paths.product },
      aggregateRating: { ratingValue: '4.5', reviewCount: 2 },
    });
    expect(product.image[0]).toMatch(/^\/images\/.+\.(jpg|png)\/1280\.jpeg$/);
    expect(trail.itemListElement.map((item: { item: string }) => item.item)).toEqual([
      '/',
      '/rooms',
      paths.room,
      paths.type,
      paths.product,
    ]);
  });

  it('answers 404 with the not-found head for what does not exist, and redirects where the route sends', async () => {
    const c = server.client();
    for (const missing of [
      '/product/no-such-product',
      '/rooms/no-such-room',
      `${paths.room.replace('/rooms/', '/room/')}/no-such-type`,
      '/no/such/page',
    ]) {
      const res = await c.get(missing);
      expect(res.status, missing).toBe(404);
      expect(titleOf(res.text), missing).toMatch(/^Page not found \| /);
      expect(metaOf(res.text, 'robots'), missing).toBe('noindex');
      expect(res.text.match(/<title>/g), missing).toHaveLength(1);
      expect(structuredData(res.text), missing).toEqual([]);
    }
    const guarded = await c.get('/my-account');
    expect(guarded.status).toBe(302);
    expect(guarded.headers.get('location')).toMatch(/^\/login\?/);
  });
});

describe('page heads with PUBLIC_URL', () => {
  let server: IBuiltServer;
  let paths: { room: string; product: string };

  beforeAll(async () => {
    server = await startInProcessServer('sqlite', { SEED: 'none', PUBLIC_URL: 'https://shop.example.com' });
    const { room, product } = await seedCatalogue(server, uniqueSuffix());
    paths = { room: `/rooms/${room.slug}`, product: `/product/${product.slug}` };
  }, 120_000);
  afterAll(() => server?.stop());

  it('writes absolute canonical, og:url, og:image and structured-data addresses, and hands the address to the browser', async () => {
    const c = client(server.url);
    const res = await c.get(paths.product);
    const url = `https://shop.example.com${paths.product}`;
    expect(res.text).toContain(`<link rel="canonical" href="${url}" />`);
    expect(metaOf(res.text, 'og:url')).toBe(url);
    expect(metaOf(res.text, 'og:image')).toMatch(/^https:\/\/shop\.example\.com\/images\/.+\/1280\.jpeg$/);
    const [product, trail] = structuredData(res.text);
    expect(product.offers.url).toBe(url);
    expect(product.image[0]).toMatch(/^https:\/\/shop\.example\.com\/images\/.+\/1280\.jpeg$/);
    expect(trail.itemListElement[0].item).toBe('https://shop.example.com/');
    expect(res.text).toContain('data-public-url="https://shop.example.com"');
    // A page without a record is known by its address without the query.
    const rooms = await c.get('/rooms?page=2');
    expect(rooms.text).toContain('<link rel="canonical" href="https://shop.example.com/rooms" />');
    const room = await c.get(paths.room);
    expect(room.text).toContain(`<link rel="canonical" href="https://shop.example.com${paths.room}" />`);
    const missing = await c.get('/product/no-such-product');
    expect(missing.status).toBe(404);
    expect(missing.text).not.toContain('rel="canonical"');
  });
});
