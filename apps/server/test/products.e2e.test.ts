import { testDialects } from '@shop/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_PASSWORD, client, startBuiltServer, type IBuiltServer } from './built-server.js';

type TClient = ReturnType<typeof client>;

describe.each(testDialects())('REST products and reviews on %s', (dialect) => {
  let server: IBuiltServer;
  let anon: TClient;
  let customer: TClient;
  let manager: TClient;
  let admin: TClient;
  let roomTypeId: number;
  let materialIds: number[];

  const form = (name: string, over: Record<string, unknown> = {}) => ({
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
  });

  beforeAll(async () => {
    server = await startBuiltServer(dialect);
    [anon, customer, manager, admin] = [0, 1, 2, 3].map(() => client(server.url)) as [
      TClient,
      TClient,
      TClient,
      TClient,
    ];
    await customer.post('/api/customer/login', { email: 'customer@shop.test', password: STAFF_PASSWORD });
    await manager.post('/api/admin/login', { email: 'manager@shop.test', password: STAFF_PASSWORD });
    await admin.post('/api/admin/login', { email: 'admin@shop.test', password: STAFF_PASSWORD });
    const seeded = (await anon.get('/api/product/get-list?page=1')).data.data[0];
    const detail = (await anon.get(`/api/product/detail/${seeded.id}`)).data;
    roomTypeId = detail.roomTypeId;
    materialIds = detail.materials.map((m: { id: number }) => m.id);
  });
  afterAll(() => server?.stop());

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
    expect(odd.data.total).toBe(page.data.total);
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
      name: 'Contract Chair',
      discountedCents: 36_000,
      image: 'uploads/contract-front.jpg',
      images: [{ alt: 'Contract Chair from the front' }, { alt: 'Contract Chair from the side' }],
    });
    const id = created.data.id as number;
    expect((await anon.get(`/api/product/detail/${id}`)).data).toEqual(created.data);
    expect((await anon.post('/api/product/check-slug', { slug: 'contract-chair' })).data).toEqual({
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
      form('', { slug: 'Bad Slug', priceCents: -5, discountPercent: 120, stock: -1 }),
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
    const unknownMaterial = await manager.post(
      '/api/product/create',
      form('Lost Material', { materialIds: [999_999] }),
    );
    expect(unknownMaterial.status).toBe(422);
    expect(unknownMaterial.data.errors).toEqual({ materialIds: ['Choose existing materials only.'] });
    expect((await anon.post('/api/product/check-slug', { slug: 'lost-material' })).data.available).toBe(true);
    await manager.post('/api/product/create', form('Taken Slug'));
    const taken = await manager.post('/api/product/create', form('Another', { slug: 'taken-slug' }));
    expect(taken.status).toBe(422);
    expect(taken.data.errors.slug).toEqual(['This slug is already taken.']);
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

  it('shows visible reviews to everyone and all of them to staff, who hide and show them', async () => {
    const products = (await anon.get('/api/product/get-list?sort=-stock')).data.data as { id: number }[];
    let productId = 0;
    let total = 0;
    for (const p of products) {
      total = (await anon.get(`/api/product/review/${p.id}`)).data.total;
      productId = p.id;
      if (total > 0) break;
    }
    expect(total).toBeGreaterThan(0);
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
