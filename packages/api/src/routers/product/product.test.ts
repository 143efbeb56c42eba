import { Product, ProductImage, Review, testDialects } from '@shop/db';
import type { TRPCError } from '@trpc/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fieldErrorsOf } from '../../errors.js';
import { Db } from '@shop/services';
import { createHarness, type IHarness } from '../../test/harness.js';
import {
  arrangeCatalogue,
  arrangeOrders,
  arrangeReviews,
  productForm,
  type ICatalogue,
} from '../../test/product-fixtures.js';

const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: TRPCError) => e,
  );

describe.each(testDialects())('product procedures on %s', (dialect) => {
  let h: IHarness;
  let c: ICatalogue;
  const staff = () => h.loggedIn('manager').then((http) => h.caller(http));
  const productRows = (slug: string) => h.dataSource.getRepository(Product).countBy({ slug });

  beforeAll(async () => {
    h = await createHarness(dialect);
    c = await arrangeCatalogue(h);
  });
  afterAll(() => h?.close());
  afterEach(() => vi.restoreAllMocks());

  it('creates a product with its materials and ordered images and reads it back in full', async () => {
    const manager = await staff();
    const created = await manager.product.create(
      productForm(c, 'Cloud Sofa', {
        priceCents: 129_900,
        discountPercent: 15,
        materialIds: [c.materialIds[2], c.materialIds[0]],
        images: [
          { image: 'uploads/front.jpg', alt: 'Cloud Sofa from the front' },
          { image: 'uploads/side.jpg', alt: 'Cloud Sofa from the side' },
          { image: 'uploads/detail.jpg' },
        ],
      }),
    );
    const detail = await h.caller().product.detail({ id: created.id });
    expect(detail).toEqual(created);
    expect(detail).toMatchObject({
      name: 'Cloud Sofa',
      roomTypeName: 'Sofas',
      roomName: 'Living',
      discountedCents: 110_415,
      image: 'uploads/front.jpg',
      active: true,
      packageWeightLb: 92.5,
      materials: [
        { id: c.materialIds[2], name: 'Linen' },
        { id: c.materialIds[0], name: 'Oak' },
      ],
    });
    expect(detail.images.map(({ image, alt }) => [image, alt])).toEqual([
      ['uploads/front.jpg', 'Cloud Sofa from the front'],
      ['uploads/side.jpg', 'Cloud Sofa from the side'],
      ['uploads/detail.jpg', ''],
    ]);
  });

  it('keeps whether a product needs assembly and how long it takes (white-glove delivery prices it)', async () => {
    const manager = await staff();
    const { id } = await manager.product.create(
      productForm(c, 'Flatpack Desk', { needsAssembly: true, assemblyMinutes: 45 }),
    );
    expect(await manager.product.detail({ id })).toMatchObject({ needsAssembly: true, assemblyMinutes: 45 });
    const plain = await manager.product.update({ id, ...productForm(c, 'Flatpack Desk') });
    expect(plain).toMatchObject({ needsAssembly: false, assemblyMinutes: 0 });
  });

  it('reorders images on update and keeps the main image in step', async () => {
    const manager = await staff();
    const images = ['a', 'b', 'c'].map((k) => ({ image: `uploads/${k}.jpg`, alt: `View ${k}` }));
    const { id } = await manager.product.create(productForm(c, 'Reorder Bed', { images }));
    const updated = await manager.product.update({
      id,
      ...productForm(c, 'Reorder Bed', { images: [images[2]!, images[0]!, images[1]!] }),
    });
    expect(updated.image).toBe('uploads/c.jpg');
    expect(updated.images.map((i) => i.alt)).toEqual(['View c', 'View a', 'View b']);
    const cleared = await manager.product.update({ id, ...productForm(c, 'Reorder Bed') });
    expect(cleared).toMatchObject({ image: null, images: [] });
    expect(await h.dataSource.getRepository(ProductImage).countBy({ productId: id })).toBe(0);
  });

  it('refuses an unknown room type or material on its field and leaves nothing half-written', async () => {
    const manager = await staff();
    const badType = await errorOf(
      manager.product.create(productForm(c, 'Ghost Type', { roomTypeId: 99_999 })),
    );
    expect(fieldErrorsOf(badType!)).toEqual({ roomTypeId: ['Choose an existing room type.'] });
    const badMaterial = await errorOf(
      manager.product.create(
        productForm(c, 'Ghost Material', {
          materialIds: [c.materialIds[0], 99_999],
          images: [{ image: 'uploads/ghost.jpg', alt: '' }],
        }),
      ),
    );
    expect(fieldErrorsOf(badMaterial!)).toEqual({ materialIds: ['Choose existing materials only.'] });
    expect(await productRows('ghost-material')).toBe(0);
    expect(await h.dataSource.getRepository(ProductImage).countBy({ image: 'uploads/ghost.jpg' })).toBe(0);

    const { id } = await manager.product.create(
      productForm(c, 'Steady Chair', { materialIds: [c.materialIds[0]] }),
    );
    await errorOf(
      manager.product.update({ id, ...productForm(c, 'Renamed Chair', { materialIds: [99_999] }) }),
    );
    const kept = await h.caller().product.detail({ id });
    expect(kept).toMatchObject({ name: 'Steady Chair', materials: [{ id: c.materialIds[0] }] });
  });

  it('rolls the product back when writing its images fails mid-way', async () => {
    const manager = await staff();
    const repo = Db.prototype.repo;
    vi.spyOn(Db.prototype, 'repo').mockImplementation(function (this: Db, entity) {
      const real = repo.call(this, entity);
      if (entity !== ProductImage) return real;
      return Object.assign(Object.create(real) as typeof real, {
        insert: () => Promise.reject(new Error('disk full')),
      });
    });
    const error = await errorOf(
      manager.product.create(
        productForm(c, 'Half Written', {
          materialIds: [c.materialIds[1]],
          images: [{ image: 'uploads/half.jpg', alt: '' }],
        }),
      ),
    );
    expect(error).toMatchObject({ code: 'INTERNAL_SERVER_ERROR' });
    vi.restoreAllMocks();
    expect(await productRows('half-written')).toBe(0);
    const links = await h.dataSource.query(
      'SELECT COUNT(*) AS n FROM product_materials WHERE material_id = ?',
      [c.materialIds[1]],
    );
    expect(Number(links[0].n)).toBe(0);
  });

  it('names every bad field of the form', async () => {
    const manager = await staff();
    const error = await errorOf(
      manager.product.create(
        productForm(c, ' ', {
          slug: 'Not A Slug',
          priceCents: -1,
          discountPercent: 101,
          stock: -3,
          materialIds: [c.materialIds[0], c.materialIds[0]],
          images: [{ image: '../../etc/passwd', alt: '' }],
        }),
      ),
    );
    const errors = fieldErrorsOf(error!)!;
    expect(Object.keys(errors).sort()).toEqual([
      'discountPercent',
      'images.0.image',
      'materialIds',
      'name',
      'priceCents',
      'slug',
      'stock',
    ]);
    expect(errors.priceCents).toEqual(['Price cannot be negative.']);
    expect(errors.discountPercent).toEqual(['Discount must be between 0 and 100 percent.']);
  });

  it('asks for a room type when none was chosen (the form starts without one)', async () => {
    const manager = await staff();
    for (const roomTypeId of [0, '' as unknown as number]) {
      const error = await errorOf(manager.product.create(productForm(c, 'Roomless Lamp', { roomTypeId })));
      expect(fieldErrorsOf(error!)).toEqual({ roomTypeId: ['Choose a room type.'] });
    }
  });

  it('checks slugs and refuses a taken one on the slug field', async () => {
    const manager = await staff();
    const { id } = await manager.product.create(productForm(c, 'Slug Lamp'));
    expect(await h.caller().product.checkSlug({ slug: 'slug-lamp' })).toEqual({
      valid: true,
      available: false,
    });
    expect(await h.caller().product.checkSlug({ slug: 'slug-lamp', excludeId: id })).toEqual({
      valid: true,
      available: true,
    });
    expect(await h.caller().product.checkSlug({ slug: 'Bad Slug' })).toEqual({
      valid: false,
      available: false,
    });
    const error = await errorOf(manager.product.create(productForm(c, 'Other Lamp', { slug: 'slug-lamp' })));
    expect(fieldErrorsOf(error!)).toEqual({ slug: ['This slug is already taken.'] });
  });

  it('offers room types under their rooms and materials under their types to staff', async () => {
    const options = await (await staff()).product.formOptions();
    expect(options.roomTypes.map((t) => `${t.roomName}/${t.name}`)).toEqual(['Living/Beds', 'Living/Sofas']);
    expect(options.materials.map((m) => `${m.typeName}/${m.name}`)).toEqual([
      'Fabric/Linen',
      'Wood/Oak',
      'Wood/Walnut',
    ]);
  });

  it('sets the same values on several products at once, all or none', async () => {
    const manager = await staff();
    const [first, second, other] = await Promise.all(
      ['Bulk One', 'Bulk Two', 'Bulk Other'].map((name) =>
        manager.product.create(productForm(c, name, { priceCents: 10_000, stock: 4 })),
      ),
    );
    const ids = [first!.id, second!.id];
    expect(
      await manager.product.bulkUpdate({
        ids,
        set: {
          priceCents: 12_500,
          discountPercent: 10,
          stock: 9,
          active: false,
          roomTypeId: c.roomTypeIds[1],
        },
      }),
    ).toEqual({ updated: 2, throughVariants: [] });
    for (const id of ids)
      expect(await h.caller().product.detail({ id })).toMatchObject({
        priceCents: 12_500,
        discountPercent: 10,
        stock: 9,
        active: false,
        roomTypeId: c.roomTypeIds[1],
      });
    // Fields left out, and products not selected, stay as they were.
    await manager.product.bulkUpdate({ ids, set: { stock: 1 } });
    expect(await h.caller().product.detail({ id: first!.id })).toMatchObject({
      stock: 1,
      priceCents: 12_500,
    });
    expect(await h.caller().product.detail({ id: other!.id })).toMatchObject({
      stock: 4,
      priceCents: 10_000,
    });

    // An unknown product or room type changes nothing.
    await expect(
      manager.product.bulkUpdate({ ids: [first!.id, 999_999], set: { stock: 50 } }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const badType = await errorOf(manager.product.bulkUpdate({ ids, set: { roomTypeId: 99_999 } }));
    expect(fieldErrorsOf(badType!)).toEqual({ roomTypeId: ['Choose an existing room type.'] });
    expect(await h.caller().product.detail({ id: first!.id })).toMatchObject({ stock: 1 });

    const empty = await errorOf(manager.product.bulkUpdate({ ids, set: {} }));
    expect(fieldErrorsOf(empty!)).toEqual({ set: ['Choose at least one thing to change.'] });
    const bad = await errorOf(manager.product.bulkUpdate({ ids: [], set: { discountPercent: 120 } }));
    expect(fieldErrorsOf(bad!)).toEqual({
      ids: ['Select at least one product.'],
      'set.discountPercent': ['Discount must be between 0 and 100 percent.'],
    });
    await expect(
      h.caller(await h.loggedIn('customer')).product.bulkUpdate({ ids, set: { stock: 0 } }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('refuses writes to anonymous callers and customers', async () => {
    await expect(h.caller().product.create(productForm(c, 'Nope'))).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    const customer = h.caller(await h.loggedIn('customer'));
    await expect(customer.product.delete({ id: 1 })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(customer.review.hide({ id: 1 })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(customer.review.listForStaff({ id: 1 })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(customer.product.formOptions()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('answers 404 for unknown ids', async () => {
    const manager = await staff();
    for (const call of [
      () => h.caller().product.detail({ id: 999_999 }),
      () => h.caller().review.list({ id: 999_999 }),
      () => manager.product.update({ id: 999_999, ...productForm(c, 'Nobody') }),
      () => manager.product.delete({ id: 999_999 }),
      () => manager.review.hide({ id: 999_999 }),
    ])
      await expect(call()).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('archives a product that orders name and says so; deletes one that none do, with its rows', async () => {
    const manager = await staff();
    const sold = await manager.product.create(productForm(c, 'Sold Table'));
    await arrangeOrders(h, sold.id, 2);
    expect(await manager.product.delete({ id: sold.id })).toEqual({
      success: true,
      archived: true,
      message: 'This product appears in 2 orders, so it was archived instead of deleted.',
    });
    expect((await h.caller().product.detail({ id: sold.id })).active).toBe(false);

    const unsold = await manager.product.create(
      productForm(c, 'Unsold Table', {
        materialIds: [c.materialIds[2]],
        images: [{ image: 'uploads/unsold.jpg', alt: '' }],
      }),
    );
    await arrangeReviews(h, unsold.id, [{ body: 'Nice', daysAgo: 1 }]);
    expect(await manager.product.delete({ id: unsold.id })).toMatchObject({ success: true, archived: false });
    await expect(h.caller().product.detail({ id: unsold.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await h.dataSource.getRepository(ProductImage).countBy({ productId: unsold.id })).toBe(0);
    expect(await h.dataSource.getRepository(Review).countBy({ productId: unsold.id })).toBe(0);
  });

  it('lists reviews newest first: visible ones to everyone, all with their flag to staff, hide and show', async () => {
    const manager = await staff();
    const { id } = await manager.product.create(productForm(c, 'Reviewed Desk'));
    const [, newer, hidden] = await arrangeReviews(h, id, [
      { body: 'Solid', daysAgo: 5 },
      { body: 'Lovely', daysAgo: 1 },
      { body: 'Spam link', daysAgo: 3, hidden: true },
    ]);
    const bodies = (list: { data: { body: string }[] }) => list.data.map((r) => r.body);
    expect(bodies(await h.caller().review.list({ id }))).toEqual(['Lovely', 'Solid']);
    const forStaff = await manager.review.listForStaff({ id });
    expect(forStaff.data.map((r) => [r.body, r.hidden])).toEqual([
      ['Lovely', false],
      ['Spam link', true],
      ['Solid', false],
    ]);

    expect(await manager.review.hide({ id: newer! })).toMatchObject({ id: newer, hidden: true });
    expect(await manager.review.show({ id: hidden! })).toMatchObject({ id: hidden, hidden: false });
    expect(bodies(await h.caller().review.list({ id }))).toEqual(['Spam link', 'Solid']);
  });
});
