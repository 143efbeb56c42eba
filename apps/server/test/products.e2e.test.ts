import { uniqueSuffix } from '@shop/db/seed';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TClient } from './client.js';
import { readAlike, sharedServers } from './shared-servers.js';

describe.each(sharedServers())('REST products and reviews on $dialect', (server) => {
  const anon: TClient = server.client();
  const customer = server.as('customer');
  const manager = server.as('manager');
  const admin = server.as('admin');
  // Names and slugs of this suite's products: other suites share the server.
  const tag = uniqueSuffix();
  let roomTypeId: number;
  let materialIds: number[];

  const form = (label: string, over: Record<string, unknown> = {}) => {
    const name = `${label} ${tag}`;
    return {
      roomTypeId,
      name,
      slug: name.toLowerCase().replace(/\s+/g, '-'),
      description: 'Contract test product',
      priceCents: 45_000,
      discountPercent: 20,
      stock: 3,
      leadTimeDays: 14,
      widthIn: 40,
      depthIn: 20,
      heightIn: 30,
      packageLengthIn: 44,
      packageWidthIn: 24,
      packageHeightIn: 34,
      packageWeightLb: 61.5,
      materialIds,
      images: [
        { image: 'uploads/contract-front.jpg', alt: `${name} from the front` },
        { image: 'uploads/contract-side.jpg', alt: `${name} from the side` },
      ],
      active: true,
      ...over,
    };
  };

  beforeAll(async () => {
    roomTypeId = (await server.seed.roomType()).id;
    materialIds = [(await server.seed.material()).id, (await server.seed.material()).id];
  });

  it('lists seeded products 15 a page with search, filters and sort; bad filter values fall back', async () => {
    const page = await anon.get('/api/product/get-list?page=1');
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ current_page: 1, per_page: 15, from: 1, to: 15 });
    expect(page.data.data[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        roomTypeName: expect.any(String),
        priceCents: expect.any(Number),
        discountedCents: expect.any(Number),
        lowStock: expect.any(Boolean),
        active: expect.any(Boolean),
      }),
    );
    const name = page.data.data[0].name as string;
    const found = await anon.get(`/api/product/get-list?search=${encodeURIComponent(name)}`);
    expect(found.data.data.map((p: { name: string }) => p.name)).toContain(name);
    const cheap = await anon.get(`/api/product/get-list?sort=price&roomTypeId=${roomTypeId}&active=true`);
    const prices = cheap.data.data.map((p: { priceCents: number }) => p.priceCents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(cheap.data.data.every((p: { roomTypeId: number }) => p.roomTypeId === roomTypeId)).toBe(true);
    const low = await anon.get('/api/product/get-list?lowStock=1');
    expect(low.data.data.every((p: { stock: number }) => p.stock <= 5)).toBe(true);
    const odd = await anon.get('/api/product/get-list?sort=password&roomTypeId=x&lowStock=lots&active=maybe');
    expect(odd.status).toBe(200);
    // The odd filters are ignored: the whole list, as a plain read gives it.
    const [oddTotal, plainTotal] = await readAlike(async () => [
      (await anon.get('/api/product/get-list?sort=password&roomTypeId=x&lowStock=lots&active=maybe')).data
        .total,
      (await anon.get('/api/product/get-list?page=1')).data.total,
    ]);
    expect(oddTotal).toBe(plainTotal);
    expect((await anon.get('/api/product/get-list?page=0')).status).toBe(422);
  });

  it('creates, reads, updates and checks slugs; staff only for writes', async () => {
    for (const c of [anon, customer]) {
      const refused = await c.post('/api/product/create', form('Refused Chair'));
      expect(refused.status).toBe(401);
      expect(refused.data.realm).toBe('staff');
    }
    const created = await manager.post('/api/product/create', form('Contract Chair'));
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({
      name: `Contract Chair ${tag}`,
      discountedCents: 36_000,
      image: 'uploads/contract-front.jpg',
      images: [
        { alt: `Contract Chair ${tag} from the front` },
        { alt: `Contract Chair ${tag} from the side` },
      ],
    });
    const id = created.data.id as number;
    expect((await anon.get(`/api/product/detail/${id}`)).data).toEqual(created.data);
    expect((await anon.post('/api/product/check-slug', { slug: `contract-chair-${tag}` })).data).toEqual({
      valid: true,
      available: false,
    });

    const updated = await admin.post(
      `/api/product/update/${id}`,
      form('Contract Chair', { images: [...form('x').images].reverse(), stock: 0 }),
    );
    expect(updated.status).toBe(200);
    expect(updated.data).toMatchObject({ image: 'uploads/contract-side.jpg', stock: 0, lowStock: true });
    expect((await customer.post(`/api/product/update/${id}`, form('Contract Chair'))).status).toBe(401);
    expect((await manager.post('/api/product/update/999999', form('Nobody'))).status).toBe(404);
    expect((await anon.get('/api/product/detail/999999')).status).toBe(404);
    expect((await anon.get('/api/product/detail/banana')).status).toBe(422);
  });

  it('answers 422 with the errors map for bad fields, an unknown room type or material, a taken slug', async () => {
    const bad = await manager.post(
      '/api/product/create',
      form('Bad', { name: '', slug: 'Bad Slug', priceCents: -5, discountPercent: 120, stock: -1 }),
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.data.errors).sort()).toEqual([
      'discountPercent',
      'name',
      'priceCents',
      'slug',
      'stock',
    ]);
    const unknownType = await manager.post('/api/product/create', form('Lost Type', { roomTypeId: 999_999 }));
    expect(unknownType.status).toBe(422);
    expect(unknownType.data.errors).toEqual({ roomTypeId: ['Choose an existing room type.'] });
    // A legacy client that leaves the room type out, or sends it empty, is asked for one in words.
    for (const roomTypeId of [undefined, '', 0]) {
      const noType = await manager.post('/api/product/create', form('No Type', { roomTypeId }));
      expect(noType.status).toBe(422);
      expect(noType.data.errors).toEqual({ roomTypeId: ['Choose a room type.'] });
    }
    const unknownMaterial = await manager.post(
      '/api/product/create',
      form('Lost Material', { materialIds: [999_999] }),
    );
    expect(unknownMaterial.status).toBe(422);
    expect(unknownMaterial.data.errors).toEqual({ materialIds: ['Choose existing materials only.'] });
    expect(
      (await anon.post('/api/product/check-slug', { slug: `lost-material-${tag}` })).data.available,
    ).toBe(true);
    await manager.post('/api/product/create', form('Taken Slug'));
    const taken = await manager.post('/api/product/create', form('Another', { slug: `taken-slug-${tag}` }));
    expect(taken.status).toBe(422);
    expect(taken.data.errors.slug).toEqual(['This slug is already taken.']);
  });

  it('gives every product a SKU: its own or FS-<id>, unique, checked as typed, found by staff search', async () => {
    const plain = await manager.post('/api/product/create', form('Skuless Chair'));
    expect(plain.status).toBe(200);
    expect(plain.data.sku).toBe(`FS-${String(plain.data.id).padStart(6, '0')}`);
    const own = await manager.post('/api/product/create', form('Sku Chair', { sku: ` sku-${tag} ` }));
    expect(own.data.sku).toBe(`SKU-${tag}`.toUpperCase());
    // Another product's SKU, in any case, is refused on its field; a saved product keeps its own when it sends none.
    const taken = await manager.post('/api/product/create', form('Sku Twin', { sku: `Sku-${tag}` }));
    expect(taken.status).toBe(422);
    expect(taken.data.errors).toEqual({ sku: ['This SKU is already used by another product.'] });
    const bad = await manager.post('/api/product/create', form('Sku Bad', { sku: 'no spaces' }));
    expect(Object.keys(bad.data.errors)).toEqual(['sku']);
    const kept = await manager.post(`/api/product/update/${own.data.id}`, form('Sku Chair', { stock: 3 }));
    expect(kept.data).toMatchObject({ sku: `SKU-${tag}`.toUpperCase(), stock: 3 });

    const check = (body: object, client = manager) => client.post('/api/product/check-sku', body);
    expect((await check({ sku: `sku-${tag}` })).data).toEqual({ valid: true, available: false });
    expect((await check({ sku: `sku-${tag}`, excludeId: own.data.id })).data).toEqual({
      valid: true,
      available: true,
    });
    expect((await check({ sku: 'bad sku' })).data).toEqual({ valid: false, available: false });
    expect((await check({ sku: 'X' }, anon)).status).toBe(401);
    expect((await check({ sku: 'X' }, customer)).status).toBe(401);

    const found = await manager.get(`/api/product/get-list?search=sku-${tag}`);
    expect(found.data.data.map((p: { id: number }) => p.id)).toEqual([own.data.id]);
  });

  it('bulk-updates several products at once: all or none, 422 naming the fields, 404 for an unknown one', async () => {
    const ids = await Promise.all(
      ['Bulk A', 'Bulk B'].map(
        async (name) => (await manager.post('/api/product/create', form(name))).data.id,
      ),
    );
    expect((await customer.post('/api/product/bulk-update', { ids, set: { stock: 0 } })).status).toBe(401);
    const updated = await manager.post('/api/product/bulk-update', {
      ids,
      set: { stock: 7, discountPercent: 20 },
    });
    expect([updated.status, updated.data]).toEqual([200, { updated: 2, throughVariants: [] }]);
    for (const id of ids)
      expect((await anon.get(`/api/product/detail/${id}`)).data).toMatchObject({
        stock: 7,
        discountPercent: 20,
      });
    const bad = await manager.post('/api/product/bulk-update', { ids, set: { stock: -1 } });
    expect([bad.status, bad.data.errors]).toEqual([422, { 'set.stock': ['Stock cannot be negative.'] }]);
    const unknown = await manager.post('/api/product/bulk-update', {
      ids: [...ids, 999_999],
      set: { stock: 1 },
    });
    expect(unknown.status).toBe(404);
    expect((await anon.get(`/api/product/detail/${ids[0]}`)).data.stock).toBe(7);
  });

  it('deletes a product no order names, accepting an empty body', async () => {
    const { id } = (await manager.post('/api/product/create', form('Short Lived'))).data;
    expect((await customer.post(`/api/product/delete/${id}`)).status).toBe(401);
    const deleted = await manager.post(`/api/product/delete/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.data).toEqual({ success: true, archived: false, message: 'The product was deleted.' });
    expect((await anon.get(`/api/product/detail/${id}`)).status).toBe(404);
    expect((await manager.post(`/api/product/delete/${id}`)).status).toBe(404);
  });

  it('archives a product that orders name, and says so', async () => {
    const productId = (await server.seed.product({ roomTypeId })).id;
    const buyer = await server.seed.customer();
    for (let n = 0; n < 2; n++) await server.seed.order({ customerId: buyer.id, lines: [{ productId }] });
    const archived = await admin.post(`/api/product/delete/${productId}`);
    expect(archived.status).toBe(200);
    expect(archived.data).toEqual({
      success: true,
      archived: true,
      message: 'This product appears in 2 orders, so it was archived instead of deleted.',
    });
    expect((await anon.get(`/api/product/detail/${productId}`)).data.active).toBe(false);
  });

  it('shows visible reviews to everyone and all of them to staff, who hide and show them', async () => {
    const productId = (await server.seed.product({ roomTypeId })).id;
    for (const [n, body] of ['Sturdy and handsome', 'Arrived quickly'].entries())
      await server.seed.review({
        productId,
        authorName: 'Robin',
        rating: 5 - n,
        body,
        createdAt: new Date(Date.now() - n * 86_400_000),
      });
    const total = 2;
    const reviews = await anon.get(`/api/product/review/${productId}`);
    expect(reviews.status).toBe(200);
    const review = reviews.data.data[0];
    expect(review).toEqual(expect.objectContaining({ productId, hidden: false, rating: expect.any(Number) }));

    expect((await anon.get(`/api/product/review/all/${productId}`)).status).toBe(401);
    expect((await customer.get(`/api/product/review/all/${productId}`)).status).toBe(401);
    expect((await customer.post(`/api/product/review/hide/${review.id}`)).status).toBe(401);
    const hidden = await manager.post(`/api/product/review/hide/${review.id}`);
    expect(hidden.status).toBe(200);
    expect(hidden.data).toMatchObject({ id: review.id, hidden: true });
    expect((await anon.get(`/api/product/review/${productId}`)).data.total).toBe(total - 1);
    const all = await manager.get(`/api/product/review/all/${productId}`);
    expect(all.data.data.find((r: { id: number }) => r.id === review.id).hidden).toBe(true);
    expect((await admin.post(`/api/product/review/show/${review.id}`)).data.hidden).toBe(false);
    expect((await anon.get(`/api/product/review/${productId}`)).data.total).toBe(total);
    expect((await manager.post('/api/product/review/hide/999999')).status).toBe(404);
    expect((await anon.get('/api/product/review/999999')).status).toBe(404);
  });

  it('offers the form its room types and materials, to staff only', async () => {
    expect((await anon.get('/api/product/form-options')).status).toBe(401);
    expect((await customer.get('/api/product/form-options')).status).toBe(401);
    const options = await manager.get('/api/product/form-options');
    expect(options.status).toBe(200);
    expect(options.data.roomTypes.map((t: { id: number }) => t.id)).toContain(roomTypeId);
    expect(options.data.materials[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      typeName: expect.any(String),
    });
  });

  it('refuses a state-changing call without the X-Requested-With header', async () => {
    const bare = await manager.post('/api/product/create', form('No Header'), { xhr: false });
    expect(bare.status).toBe(403);
  });
});
