import { RoomView } from '@shop/db';
import { uniqueSuffix } from '@shop/db/seed';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TClient } from './client.js';
import { sharedServers } from './shared-servers.js';

const BROWSER =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15';

const CARD = {
  id: expect.any(Number),
  name: expect.any(String),
  slug: expect.any(String),
  priceCents: expect.any(Number),
  discountPercent: expect.any(Number),
  discountedCents: expect.any(Number),
  inStock: expect.any(Boolean),
  leadTimeDays: expect.any(Number),
  sellingMode: expect.any(String),
};

describe.each(sharedServers())('REST storefront products and wishlist on $dialect', (server) => {
  const anon: TClient = server.client();
  const tag = uniqueSuffix();
  let roomSlug: string;
  let roomTypeId: number;
  let roomTypeSlug: string;
  let oak: number;
  const slugs = { chair: `chair-${tag}`, lamp: `lamp-${tag}`, gone: `gone-${tag}` };
  const ids: Record<keyof typeof slugs, number> = { chair: 0, lamp: 0, gone: 0 };

  beforeAll(async () => {
    const room = await server.seed.room();
    roomSlug = room.slug;
    const type = await server.seed.roomType({ roomId: room.id });
    [roomTypeId, roomTypeSlug] = [type.id, type.slug];
    oak = (await server.seed.material()).id;
    for (const key of Object.keys(slugs) as (keyof typeof slugs)[]) {
      const product = await server.seed.product({
        roomTypeId,
        slug: slugs[key],
        name: `Contract ${key} ${tag}`,
        priceCents: key === 'chair' ? 20_000 : 8_000,
        discountPercent: key === 'chair' ? 15 : 0,
        active: key !== 'gone',
        image: `uploads/${key}.jpg`,
        images: [`uploads/${key}.jpg`],
        materials: key === 'chair' ? [{ id: oak }] : [],
      });
      ids[key] = product.id;
    }
  });

  /** A fresh customer, registered over REST like a shopper (the demo customer's list is shared by every suite). */
  async function shopper(): Promise<TClient> {
    const c = server.client();
    const registered = await c.post('/api/customer/register', {
      name: 'Contract Shopper',
      email: `shopper-${uniqueSuffix()}@example.com`,
      password: 'walnut-sideboard-42',
    });
    expect(registered.status).toBe(200);
    return c;
  }

  it('lists active products as cards with filters and sorts; bad values fall back, past the end is empty', async () => {
    const page = await anon.post('/api/product/get-list-customer', { roomTypeId });
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({
      current_page: 1,
      per_page: 15,
      last_page: 1,
      from: 1,
      to: 2,
      total: 2,
    });
    expect(page.data.data[0]).toEqual({ ...CARD, image: expect.any(String) });
    const cheap = await anon.post('/api/product/get-list-customer', { roomTypeId, sort: 'price' });
    expect(cheap.data.data.map((p: { slug: string }) => p.slug)).toEqual([slugs.lamp, slugs.chair]);
    const oakOnly = await anon.post('/api/product/get-list-customer', {
      roomTypeId,
      materialIds: [oak],
      minPriceCents: 17_000,
      maxPriceCents: 17_000,
      inStock: true,
    });
    expect(oakOnly.data.data.map((p: { slug: string }) => p.slug)).toEqual([slugs.chair]);
    const odd = await anon.post('/api/product/get-list-customer', {
      roomTypeId,
      sort: 'cheapest',
      materialIds: 'oak',
      minPriceCents: 'ten',
      inStock: 'yes',
    });
    expect(odd.status).toBe(200);
    expect(odd.data.total).toBe(2);
    const past = await anon.post('/api/product/get-list-customer', { roomTypeId, page: 5 });
    expect(past.data).toMatchObject({ data: [], current_page: 5, last_page: 1, total: 2, from: null });
    expect((await anon.post('/api/product/get-list-customer', { page: 0 })).status).toBe(422);
    const everything = await anon.post('/api/product/get-list-customer');
    expect(everything.status).toBe(200);
    expect(everything.data.total).toBeGreaterThan(2);
  });

  it('serves the product page by slug and by id; inactive and unknown products are 404', async () => {
    const page = await anon.post('/api/product/get-product-with-all', { slug: slugs.chair });
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({
      ...CARD,
      id: ids.chair,
      discountedCents: 17_000,
      images: [{ image: 'uploads/chair.jpg' }],
      materials: [{ id: oak }],
      roomType: { id: roomTypeId, slug: roomTypeSlug },
      room: { slug: roomSlug },
      reviews: { count: 0, average: null, latest: [] },
      related: [expect.objectContaining({ id: ids.lamp })],
    });
    const byId = await anon.post(`/api/product/product-detail/${ids.chair}`);
    expect(byId.status).toBe(200);
    expect(byId.data.slug).toBe(slugs.chair);
    expect((await anon.post('/api/product/get-product-with-all', { slug: slugs.gone })).status).toBe(404);
    expect((await anon.post('/api/product/get-product-with-all', { slug: `nope-${tag}` })).status).toBe(404);
    expect((await anon.post(`/api/product/product-detail/${ids.gone}`)).status).toBe(404);
    expect((await anon.post('/api/product/product-detail/999999')).status).toBe(404);
    expect((await anon.post('/api/product/product-detail/banana')).status).toBe(422);
  });

  it('prices products by ids for carts: unknown ids left out, inactive flagged', async () => {
    const priced = await anon.post('/api/product/get-product-by-ids', {
      ids: [ids.gone, 999_999, ids.chair],
    });
    expect(priced.status).toBe(200);
    expect(priced.data).toEqual([
      { ...CARD, id: ids.gone, image: 'uploads/gone.jpg', active: false, stock: expect.any(Number) },
      { ...CARD, id: ids.chair, image: 'uploads/chair.jpg', active: true, stock: expect.any(Number) },
    ]);
    expect((await anon.post('/api/product/get-product-by-ids', { ids: ['x'] })).status).toBe(422);
  });

  it('answers trending products for the home page', async () => {
    const trending = await anon.post('/api/get-product-trending');
    expect(trending.status).toBe(200);
    expect(trending.data.length).toBeGreaterThan(0);
    expect(trending.data.length).toBeLessThanOrEqual(8);
    // Other suites on the shared server order products of their own (pictureless factory products count too).
    const [first] = trending.data;
    expect(first).toEqual({ ...CARD, image: first.image });
    expect(first.image === null || typeof first.image === 'string').toBe(true);
    expect((await anon.post('/api/get-product-trending', { limit: 3 })).data).toHaveLength(3);
  });

  it('resolves a room type page only under its own room', async () => {
    const page = await anon.post('/api/product/room-type-page', { roomSlug, roomTypeSlug });
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({
      id: roomTypeId,
      productCount: 2,
      priceRange: { minCents: 8_000, maxCents: 17_000 },
      materials: [{ id: oak, count: 1 }],
    });
    const elsewhere = await anon.post('/api/product/room-type-page', { roomSlug: 'nowhere', roomTypeSlug });
    expect(elsewhere.status).toBe(404);
  });

  it('keeps the wishlist per customer: 401 without a session, 404 for unknown products and others’ entries', async () => {
    for (const [path, body] of [
      ['/api/product/add-my-wishlist', { productId: ids.chair }],
      ['/api/product/get-list-my-wishlist', undefined],
      ['/api/get-list-my-wishlist', undefined],
      ['/api/product/delete-my-wishlist/1', undefined],
      ['/api/product/merge-my-wishlist', { productIds: [ids.chair] }],
    ] as const) {
      const refused = await anon.post(path, body);
      expect(refused.status).toBe(401);
      expect(refused.data.realm).toBe('customer');
    }
    const me = await shopper();
    const added = await me.post('/api/product/add-my-wishlist', { productId: ids.chair });
    expect(added.status).toBe(200);
    expect(added.data).toEqual({
      id: expect.any(Number),
      productId: ids.chair,
      createdAt: expect.any(String),
      product: { ...CARD, id: ids.chair, image: 'uploads/chair.jpg' },
    });
    expect((await me.post('/api/product/add-my-wishlist', { productId: ids.gone })).status).toBe(404);
    expect((await me.post('/api/product/add-my-wishlist', { productId: 999_999 })).status).toBe(404);
    const list = await me.post('/api/product/get-list-my-wishlist');
    expect(list.status).toBe(200);
    expect(list.data).toEqual({ data: [added.data], total: 1 });
    expect((await me.post('/api/get-list-my-wishlist')).data).toEqual(list.data);

    const other = await shopper();
    expect((await other.post(`/api/product/delete-my-wishlist/${added.data.id}`)).status).toBe(404);
    const merged = await other.post('/api/product/merge-my-wishlist', {
      productIds: [ids.lamp, ids.gone, 999_999],
    });
    expect(merged.status).toBe(200);
    expect(merged.data.data.map((e: { productId: number }) => e.productId)).toEqual([ids.lamp]);

    const removed = await me.post(`/api/product/delete-my-wishlist/${added.data.id}`);
    expect(removed.status).toBe(200);
    expect(removed.data).toEqual({ success: true });
    expect((await me.post(`/api/product/delete-my-wishlist/${added.data.id}`)).status).toBe(404);
  });

  it('records a room type view with 204, once per visitor, never for bots', async () => {
    const count = () => server.readDatabase((ds) => ds.getRepository(RoomView).countBy({ roomTypeId }));
    const browser = { headers: { 'User-Agent': BROWSER } };
    const first = await anon.post('/api/loading', { roomTypeId }, browser);
    expect(first.status).toBe(204);
    expect(first.text).toBe('');
    expect((await anon.post('/api/loading', { roomTypeId }, browser)).status).toBe(204);
    expect((await anon.post('/api/loading', { roomTypeId })).status).toBe(204);
    const bot = { headers: { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' } };
    expect((await anon.post('/api/loading', { roomTypeId }, bot)).status).toBe(204);
    expect(await count()).toBe(1);
    expect((await anon.post('/api/loading', { roomTypeId: 999_999 }, browser)).status).toBe(404);
    expect((await anon.post('/api/loading', { roomTypeId: 'x' }, browser)).status).toBe(422);
    expect((await anon.post('/api/loading', { roomTypeId }, { ...browser, xhr: false })).status).toBe(403);
  });
});
