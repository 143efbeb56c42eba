import { Order, OrderLine, Product, Review, testDialects } from '@shop/db';
import { seedCustomer, seedMaterial, seedProduct, seedRoom, seedRoomType, uniqueSuffix } from '@shop/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type IHarness } from '../../test/harness.js';

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe.each(testDialects())('storefront products on %s', (dialect) => {
  let h: IHarness;
  let roomSlug: string;
  let sofas: { id: number; slug: string };
  let beds: { id: number; slug: string };
  let oak: number;
  let linen: number;
  let walnut: number;
  const ids: Record<string, number> = {};
  const names = (list: { data: { name: string }[] }) => list.data.map((p) => p.name);

  beforeAll(async () => {
    h = await createHarness(dialect);
    const ds = h.dataSource;
    const room = await seedRoom(ds, { slug: 'living-room', name: 'Living room' });
    roomSlug = room.slug;
    sofas = await seedRoomType(ds, { roomId: room.id, name: 'Sofas', slug: 'sofas' });
    beds = await seedRoomType(ds, { name: 'Beds', slug: 'beds' });
    [oak, linen, walnut] = [
      (await seedMaterial(ds, { name: 'Oak', image: 'seed/swatches/oak.jpg' })).id,
      (await seedMaterial(ds, { name: 'Linen' })).id,
      (await seedMaterial(ds, { name: 'Walnut' })).id,
    ];
    // name, list price, discount %, stock, active, materials, views; created one day apart in this order.
    const rows: [string, number, number, number, boolean, number[], number][] = [
      ['Alba Sofa', 120_000, 0, 3, true, [oak], 10],
      ['Bruno Sofa', 90_000, 50, 0, true, [linen], 500],
      ['Cleo Sofa', 60_000, 10, 8, true, [oak, linen], 50],
      ['Dara Sofa', 30_000, 0, 1, false, [oak], 9000],
    ];
    for (const [
      n,
      [name, priceCents, discountPercent, stock, active, materials, viewCount],
    ] of rows.entries()) {
      const product = await seedProduct(ds, {
        roomTypeId: sofas.id,
        name,
        slug: name.toLowerCase().replace(' ', '-'),
        priceCents,
        discountPercent,
        stock,
        leadTimeDays: 21,
        active,
        viewCount,
        materials: materials.map((id) => ({ id })),
        image: `seed/${n}-front.jpg`,
        images: [`seed/${n}-front.jpg`, `seed/${n}-side.jpg`],
      });
      await ds
        .getRepository(Product)
        .update({ id: product.id }, { createdAt: new Date(Date.UTC(2026, 0, 1 + n)) });
      ids[name] = product.id;
    }
    ids.Bed = (await seedProduct(ds, { roomTypeId: beds.id, name: 'Ember Bed', slug: 'ember-bed' })).id;
    await ds.getRepository(Review).save([
      { productId: ids['Cleo Sofa']!, authorName: 'Ann', rating: 5, body: 'Lovely', hidden: false },
      { productId: ids['Cleo Sofa']!, authorName: 'Bo', rating: 4, body: 'Comfy', hidden: false },
      { productId: ids['Cleo Sofa']!, authorName: 'Cy', rating: 1, body: 'Spam', hidden: true },
      { productId: ids['Cleo Sofa']!, authorName: 'Di', rating: 4, body: 'Good', hidden: false },
    ]);
  });
  afterAll(() => h?.close());

  const list = (input: Record<string, unknown>) =>
    h.caller().product.customerList({ roomTypeId: sofas.id, ...input } as never);

  it('lists only active products of the room type as cards, newest first', async () => {
    const page = await list({});
    expect(names(page)).toEqual(['Cleo Sofa', 'Bruno Sofa', 'Alba Sofa']);
    expect(page).toMatchObject({ current_page: 1, per_page: 15, last_page: 1, from: 1, to: 3, total: 3 });
    expect(page.data[1]).toEqual({
      id: ids['Bruno Sofa'],
      name: 'Bruno Sofa',
      slug: 'bruno-sofa',
      image: 'seed/1-front.jpg',
      priceCents: 90_000,
      discountPercent: 50,
      discountedCents: 45_000,
      inStock: false,
      leadTimeDays: 21,
      sellingMode: 'stock',
    });
    const all = await h.caller().product.customerList({});
    expect(names(all)).toEqual(['Ember Bed', 'Cleo Sofa', 'Bruno Sofa', 'Alba Sofa']);
    // Without a room type the list walks a sort index and must still leave the archived sofa out.
    for (const sort of ['price', '-price', 'name', 'popular'] as const) {
      const sorted = await h.caller().product.customerList({ sort });
      expect(names(sorted).sort(), sort).toEqual(['Alba Sofa', 'Bruno Sofa', 'Cleo Sofa', 'Ember Bed']);
      expect(sorted.total).toBe(4);
    }
    expect(names(await h.caller().product.customerList({ sort: 'name' }))).toEqual([
      'Alba Sofa',
      'Bruno Sofa',
      'Cleo Sofa',
      'Ember Bed',
    ]);
  });

  it('sorts by the price the customer pays, name and popularity', async () => {
    // Paid: Bruno 450.00 (900.00 less half), Cleo 540.00 (600.00 less 10%), Alba 1 200.00; list prices sort otherwise.
    expect(names(await list({ sort: 'price' }))).toEqual(['Bruno Sofa', 'Cleo Sofa', 'Alba Sofa']);
    expect(names(await list({ sort: '-price' }))).toEqual(['Alba Sofa', 'Cleo Sofa', 'Bruno Sofa']);
    // Without a room type too (the bed's 199.00 is the lowest).
    expect(names(await h.caller().product.customerList({ sort: 'price' }))).toEqual([
      'Ember Bed',
      'Bruno Sofa',
      'Cleo Sofa',
      'Alba Sofa',
    ]);
    expect(names(await list({ sort: 'name' }))).toEqual(['Alba Sofa', 'Bruno Sofa', 'Cleo Sofa']);
    expect(names(await list({ sort: 'popular' }))).toEqual(['Bruno Sofa', 'Cleo Sofa', 'Alba Sofa']);
  });

  it('filters by any of the materials, by the paid price and by stock', async () => {
    expect(names(await list({ materialIds: [oak] }))).toEqual(['Cleo Sofa', 'Alba Sofa']);
    expect(names(await list({ materialIds: [linen, walnut] }))).toEqual(['Cleo Sofa', 'Bruno Sofa']);
    expect((await list({ materialIds: [walnut] })).total).toBe(0);
    // Bruno pays 450.00 after its half-price discount, Cleo 540.00: both bounds are inclusive.
    expect(names(await list({ minPriceCents: 45_000, maxPriceCents: 54_000 }))).toEqual([
      'Cleo Sofa',
      'Bruno Sofa',
    ]);
    expect(names(await list({ maxPriceCents: 53_999 }))).toEqual(['Bruno Sofa']);
    expect(names(await list({ inStock: true }))).toEqual(['Cleo Sofa', 'Alba Sofa']);
    expect(names(await list({ inStock: true, materialIds: [linen], sort: 'price' }))).toEqual(['Cleo Sofa']);
  });

  it('ignores filter and sort values that do not exist, and pages past the end are empty', async () => {
    const odd = await list({
      sort: 'password',
      materialIds: ['x', -3],
      minPriceCents: -5,
      maxPriceCents: 'lots',
      inStock: 'maybe',
    });
    expect(names(odd)).toEqual(['Cleo Sofa', 'Bruno Sofa', 'Alba Sofa']);
    const wrongType = await h.caller().product.customerList({ roomTypeId: 'sofas' } as never);
    expect(wrongType.total).toBe(4);
    const past = await list({ page: 9 });
    expect(past).toMatchObject({ data: [], current_page: 9, last_page: 1, from: null, to: null, total: 3 });
  });

  it('reads the product page by slug and by id with everything it shows', async () => {
    const page = await h.caller().product.withAll({ slug: 'cleo-sofa' });
    expect(page).toMatchObject({
      id: ids['Cleo Sofa'],
      name: 'Cleo Sofa',
      discountedCents: 54_000,
      stock: 8,
      inStock: true,
      images: [{ image: 'seed/2-front.jpg' }, { image: 'seed/2-side.jpg' }],
      roomType: { id: sofas.id, name: 'Sofas', slug: 'sofas' },
      room: { name: 'Living room', slug: roomSlug },
      reviews: { count: 3, average: 4.3 },
    });
    expect(page.materials.map((m) => m.name).sort()).toEqual(['Linen', 'Oak']);
    expect(page.materials.find((m) => m.name === 'Oak')!.image).toBe('seed/swatches/oak.jpg');
    expect(page.reviews.latest.map((r) => r.body).sort()).toEqual(['Comfy', 'Good', 'Lovely']);
    // Related: the same room type's other active products, most viewed first.
    expect(page.related.map((p) => p.name)).toEqual(['Bruno Sofa', 'Alba Sofa']);
    expect(await h.caller().product.customerDetail({ id: ids['Cleo Sofa']! })).toEqual(page);
    const quiet = await h.caller().product.withAll({ slug: 'alba-sofa' });
    expect(quiet.reviews).toEqual({ count: 0, average: null, latest: [] });
  });

  it('answers 404 for unknown and inactive products', async () => {
    for (const call of [
      () => h.caller().product.withAll({ slug: 'dara-sofa' }),
      () => h.caller().product.withAll({ slug: 'no-such-sofa' }),
      () => h.caller().product.customerDetail({ id: ids['Dara Sofa']! }),
      () => h.caller().product.customerDetail({ id: 999_999 }),
    ])
      await expect(call()).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('prices products by id in the order asked: unknown left out, inactive flagged', async () => {
    const priced = await h.caller().product.byIds({
      ids: [ids['Dara Sofa']!, 999_999, ids['Bruno Sofa']!, ids['Dara Sofa']!],
    });
    expect(priced.map((p) => [p.name, p.active, p.discountedCents])).toEqual([
      ['Dara Sofa', false, 30_000],
      ['Bruno Sofa', true, 45_000],
    ]);
    expect(await h.caller().product.byIds({ ids: [] })).toEqual([]);
  });

  it('resolves a room type page only under its own room, with its materials and price range', async () => {
    const page = await h.caller().product.roomTypePage({ roomSlug, roomTypeSlug: 'sofas' });
    expect(page).toMatchObject({
      id: sofas.id,
      name: 'Sofas',
      room: { slug: roomSlug, name: 'Living room' },
      productCount: 3,
      priceRange: { minCents: 45_000, maxCents: 120_000 },
    });
    expect(page.materials.map((m) => [m.name, m.count])).toEqual([
      ['Linen', 2],
      ['Oak', 2],
    ]);
    await expect(
      h.caller().product.roomTypePage({ roomSlug, roomTypeSlug: beds.slug }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      h.caller().product.roomTypePage({ roomSlug: 'nowhere', roomTypeSlug: 'sofas' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('counts product page views for popularity, but not bots', async () => {
    const http = (userAgent: string) => ({ ...memory(), userAgent });
    const before = await viewsOf(ids['Alba Sofa']!);
    await h.caller(http(BROWSER)).product.withAll({ slug: 'alba-sofa' });
    await h.caller(http(BROWSER)).product.customerDetail({ id: ids['Alba Sofa']! });
    await h
      .caller(http('Googlebot/2.1 (+http://www.google.com/bot.html)'))
      .product.withAll({ slug: 'alba-sofa' });
    await h.caller(http('')).product.withAll({ slug: 'alba-sofa' });
    await h.services.productViews.flush();
    expect(await viewsOf(ids['Alba Sofa']!)).toBe(before + 2);
  });

  it('trends by recent orders, then views, then newest, active products only', async () => {
    const customer = await seedCustomer(h.dataSource);
    const order = await h.dataSource.getRepository(Order).save({
      number: `T-${uniqueSuffix()}`,
      customerId: customer.id,
      subtotalCents: 1000,
      totalCents: 1000,
    });
    await h.dataSource.getRepository(OrderLine).save(
      [ids['Alba Sofa']!, ids['Dara Sofa']!].map((productId) => ({
        orderId: order.id,
        productId,
        productName: 'Sold',
        productSlug: 'sold',
        unitPriceCents: 1000,
        unitPaidCents: 1000,
        quantity: 3,
        lineTotalCents: 3000,
      })),
    );
    const trending = await h.caller().product.trending({ limit: 3 });
    expect(trending.map((p) => p.name)).toEqual(['Alba Sofa', 'Bruno Sofa', 'Cleo Sofa']);
    const all = await h.caller().product.trending();
    expect(all.map((p) => p.name)).toEqual(['Alba Sofa', 'Bruno Sofa', 'Cleo Sofa', 'Ember Bed']);
    expect((await h.caller().product.trending({ limit: 'many' } as never)).length).toBe(4);
  });

  async function viewsOf(id: number): Promise<number> {
    return (await h.dataSource.getRepository(Product).findOneByOrFail({ id })).viewCount;
  }
});

function memory() {
  const cookies: Record<string, string> = {};
  return {
    ip: '10.20.0.1',
    cookies,
    setSessionCookie: (realm: 'staff' | 'customer', token: string | null) => {
      if (token) cookies[realm] = token;
      else delete cookies[realm];
    },
  };
}
