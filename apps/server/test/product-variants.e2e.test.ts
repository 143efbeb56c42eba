import { describe, expect, it } from 'vitest';
import type { TClient } from './client.js';
import { sharedServers } from './shared-servers.js';

interface IVariants {
  productId: number;
  options: { id: number; name: string; values: { id: number; label: string }[] }[];
  variants: { id: number; sku: string; title: string; stock: number }[];
}

/** Options, variants and SKUs over REST: who may call what, 422 per field, 404 for unknown products and SKUs. */
describe.each(sharedServers())('REST product variants on $dialect', (server) => {
  const anonymous = server.client();
  const customer = server.as('customer');
  const manager = server.as('manager');
  const admin = server.as('admin');

  const sized = async () => {
    const product = await server.seed.product({ priceCents: 50_000, stock: 0 });
    const saved = await manager.post(`/api/product/${product.id}/options`, {
      options: [{ name: 'Size', kind: 'variant', values: [{ label: 'Small' }, { label: 'Large' }] }],
    });
    expect(saved.status).toBe(200);
    const generated = await manager.post(`/api/product/${product.id}/variants/generate`);
    expect(generated.data.created).toBe(2);
    return { product, variants: (generated.data as { variants: IVariants['variants'] }).variants };
  };

  it('answers 401 to anonymous and customer staff calls, 200 to a manager and an admin; the SKU lookup is open', async () => {
    const { product, variants } = await sized();
    const calls: ((c: TClient) => Promise<{ status: number }>)[] = [
      (c) => c.get(`/api/product/${product.id}/variants`),
      async (c) =>
        c.post(`/api/product/${(await server.seed.product()).id}/options`, {
          options: [{ name: 'Size', kind: 'variant', values: [{ label: 'Small' }, { label: 'Large' }] }],
        }),
      (c) => c.post(`/api/product/${product.id}/variants/generate`),
      (c) => c.post(`/api/product/${product.id}/variant/${variants[0]!.id}`, { stock: 4 }),
      (c) =>
        c.post(`/api/product/${product.id}/variants/bulk-set`, {
          variantIds: variants.map((v) => v.id),
          set: { priceCents: 45_000 },
        }),
      async (c) => {
        const other = await sized();
        return c.post(`/api/product/${other.product.id}/variant/${other.variants[0]!.id}/delete`);
      },
    ];
    for (const [n, call] of calls.entries()) {
      const statuses = [];
      for (const c of [anonymous, customer, manager, admin]) statuses.push((await call(c)).status);
      expect(statuses, `staff call ${n}`).toEqual([401, 401, 200, 200]);
    }
    const lookups = [];
    for (const c of [anonymous, customer, manager, admin])
      lookups.push((await c.get(`/api/product/sku/${variants[1]!.sku.toLowerCase()}`)).status);
    expect(lookups).toEqual([200, 200, 200, 200]);
  });

  it('answers 422 naming the field, 404 for unknown products, variants and SKUs, and lists it all in the document', async () => {
    const { product, variants } = await sized();
    const bad = await manager.post(`/api/product/${product.id}/variant/${variants[0]!.id}`, {
      sku: '-no good',
      stock: -1,
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.data.errors).sort()).toEqual(['sku', 'stock']);
    const taken = await manager.post(`/api/product/${product.id}/variant/${variants[0]!.id}`, {
      sku: variants[1]!.sku,
    });
    expect(taken.status).toBe(422);
    expect(taken.data.errors).toEqual({ sku: ['This SKU is already used by another product or variant.'] });
    // A price the variants decide is refused on its field, never a 200 that keeps the old price.
    const detail = (await manager.get(`/api/product/detail/${product.id}`)).data as Record<string, unknown>;
    const { id: _id, roomTypeName: _t, materials, images, ...form } = detail;
    const priced = await manager.post(`/api/product/update/${product.id}`, {
      ...form,
      sku: undefined,
      materialIds: (materials as { id: number }[]).map((m) => m.id),
      images: (images as { image: string; alt: string }[]).map(({ image, alt }) => ({ image, alt })),
      priceCents: 12_345,
    });
    expect([priced.status, Object.keys(priced.data.errors ?? {})]).toEqual([422, ['priceCents']]);
    expect((await manager.get('/api/product/99999999/variants')).status).toBe(404);
    expect((await manager.post(`/api/product/${product.id}/variant/99999999`, { stock: 1 })).status).toBe(
      404,
    );
    expect((await anonymous.get('/api/product/sku/NO-SUCH-SKU-EVER')).status).toBe(404);
    const found = await anonymous.get(`/api/product/sku/${variants[0]!.sku}`);
    expect(found.data).toMatchObject({ productId: product.id, variantId: variants[0]!.id });

    const document = (await anonymous.get('/api/openapi.json')).data as { paths: Record<string, unknown> };
    for (const path of [
      '/product/{id}/variants',
      '/product/{id}/options',
      '/product/{id}/variants/generate',
      '/product/{id}/variant/{variantId}',
      '/product/{id}/variants/bulk-set',
      '/product/{id}/variant/{variantId}/delete',
      '/product/sku/{sku}',
    ])
      expect(
        Object.keys(document.paths).some((p) => p.endsWith(path)),
        path,
      ).toBe(true);
  });

  it('draws the product page with the ?variant=SKU chosen, and a ProductGroup with one offer per SKU', async () => {
    const { product, variants } = await sized();
    const [small, large] = variants;
    await manager.post(`/api/product/${product.id}/variant/${small!.id}`, { stock: 0 });
    await manager.post(`/api/product/${product.id}/variant/${large!.id}`, { stock: 4, priceCents: 65_000 });
    const page = await anonymous.get(`/product/${product.slug}?variant=${large!.sku}`);
    expect(page.status).toBe(200);
    const html = page.text as string;
    // The Large radio is drawn checked, and the price is the variant's.
    expect(/<input type="radio"[^>]*checked=""[^>]*\/><span>Large<\/span>/.test(html)).toBe(true);
    expect(html.includes('<span class="price_price">$650.00</span>')).toBe(true);
    const data = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) =>
      JSON.parse(m[1]!),
    );
    const group = data.find((d) => d['@type'] === 'ProductGroup');
    expect(group).toMatchObject({
      productGroupID: String(product.id),
      variesBy: ['https://schema.org/size'],
    });
    expect(
      group.hasVariant.map((v: { sku: string; offers: { price: string; availability: string } }) => [
        v.sku,
        v.offers.price,
        v.offers.availability,
      ]),
    ).toEqual([
      [small!.sku, '500.00', 'https://schema.org/OutOfStock'],
      [large!.sku, '650.00', 'https://schema.org/InStock'],
    ]);
    // Sold out: the page says so and offers the nearest one in stock.
    const soldOut = (await anonymous.get(`/product/${product.slug}?variant=${small!.sku}`)).text as string;
    expect(soldOut.includes('This combination is sold out for now.')).toBe(true);
    expect(/Choose (<!-- -->)?Large(<!-- -->)? instead/.test(soldOut)).toBe(true);
  });

  it('takes a variant’s own selling mode (null: the product’s), 422 for another, in the document and on the page', async () => {
    const { product, variants } = await sized();
    const [small, large] = variants;
    const url = `/api/product/${product.id}/variant/${small!.id}`;
    const bad = await manager.post(url, { sellingMode: 'sometimes' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.data.errors)).toEqual(['sellingMode']);
    const made = await manager.post(url, { sellingMode: 'made-to-order', leadTimeDays: 42, stock: 0 });
    expect(made.status).toBe(200);
    expect(made.data).toMatchObject({
      sellingMode: 'made-to-order',
      sellsAs: 'made-to-order',
      availability: 'MadeToOrder',
    });
    const listed = await manager.get(`/api/product/${product.id}/variants`);
    expect(
      (
        listed.data as { variants: { id: number; sellingMode: string | null; sellsAs: string }[] }
      ).variants.map((v) => [v.id, v.sellingMode, v.sellsAs]),
    ).toEqual([
      [small!.id, 'made-to-order', 'made-to-order'],
      [large!.id, null, 'stock'],
    ]);

    // The page drawn for the made-to-order size says so, and its offer is MadeToOrder.
    const html = (await anonymous.get(`/product/${product.slug}?variant=${small!.sku}`)).text as string;
    expect(html).toMatch(/Made to order: ships in 6–8 weeks/);
    expect(html.includes('This combination is sold out for now.')).toBe(false);
    const group = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)]
      .map((m) => JSON.parse(m[1]!))
      .find((d) => d['@type'] === 'ProductGroup');
    expect(
      group.hasVariant.map((v: { sku: string; offers: { availability: string } }) => [
        v.sku,
        v.offers.availability,
      ]),
    ).toEqual([
      [small!.sku, 'https://schema.org/MadeToOrder'],
      [large!.sku, 'https://schema.org/OutOfStock'],
    ]);

    // Blank again: it follows the product (sold from stock only).
    const back = await manager.post(url, { sellingMode: null });
    expect(back.data).toMatchObject({ sellingMode: null, sellsAs: 'stock', availability: 'OutOfStock' });

    // Set on several at once, and cleared the same way.
    const modes = async () =>
      (
        (await manager.get(`/api/product/${product.id}/variants`)).data as {
          variants: { sellingMode: string | null }[];
        }
      ).variants.map((v) => v.sellingMode);
    const bulk = (sellingMode: unknown) =>
      manager.post(`/api/product/${product.id}/variants/bulk-set`, {
        variantIds: [small!.id, large!.id],
        set: { sellingMode },
      });
    expect((await bulk('backorder')).status).toBe(200);
    expect(await modes()).toEqual(['backorder', 'backorder']);
    expect((await bulk('later')).status).toBe(422);
    expect((await bulk(null)).status).toBe(200);
    expect(await modes()).toEqual([null, null]);

    const document = (await anonymous.get('/api/openapi.json')).data as {
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>
      >;
    };
    const path = Object.keys(document.paths).find((p) => p.endsWith('/product/{id}/variant/{variantId}'))!;
    const body = JSON.stringify(document.paths[path]!.post!.requestBody!.content['application/json']!.schema);
    expect(body).toContain('"sellingMode"');
    expect(body).toContain('"made-to-order"');
  });

  it('filters the storefront list and the search by an option value, and lists the values a room type offers', async () => {
    const tag = `Tag${Date.now().toString(36)}`;
    const product = (await server.seed.product({ name: `Filtered ${tag} sofa`, priceCents: 70_000 })) as {
      id: number;
      roomTypeId: number;
    };
    await manager.post(`/api/product/${product.id}/options`, {
      options: [
        { name: 'Size', kind: 'variant', values: [{ label: `${tag} wide` }, { label: `${tag} narrow` }] },
      ],
    });
    await manager.post(`/api/product/${product.id}/variants/generate`);
    const list = await anonymous.post('/api/product/get-list-customer', {
      roomTypeId: product.roomTypeId,
      page: 1,
      optionValues: [`Size:${tag} wide`],
    });
    expect(list.status).toBe(200);
    expect(list.data.data.map((card: { id: number }) => card.id)).toEqual([product.id]);
    expect(list.data.data[0]).toMatchObject({ fromPrice: true });
    const none = await anonymous.post('/api/product/get-list-customer', {
      roomTypeId: product.roomTypeId,
      optionValues: [`Size:${tag} deep`],
    });
    expect(none.data.total).toBe(0);
    const found = await anonymous.post('/api/get-list-search', {
      q: tag,
      optionValues: [`Size:${tag} narrow`],
    });
    expect(found.status).toBe(200);
    expect(found.data.products.data.map((p: { id: number }) => p.id)).toEqual([product.id]);
    expect(found.data.facets.options).toEqual([
      {
        name: 'Size',
        values: [
          { label: `${tag} wide`, count: 1 },
          { label: `${tag} narrow`, count: 1 },
        ],
      },
    ]);
    const filteredOut = await anonymous.post('/api/get-list-search', {
      q: tag,
      optionValues: [`Size:${tag} deep`],
    });
    expect(filteredOut.data.products.total).toBe(0);
    // A bad filter is dropped, as the list's other filters are, rather than refused.
    const loose = await anonymous.post('/api/get-list-search', { q: tag, optionValues: ['no colon'] });
    expect(loose.data.products.total).toBe(1);
  });
});
