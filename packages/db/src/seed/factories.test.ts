import { ROLE, ZOrderNumber } from '@shop/domain';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../data-source.js';
import { Product, ProductImage, RoomType } from '../entities/index.js';
import { createTestDatabase, testDialects, type ITestDatabase } from '../test-database.js';
import {
  seedContactMessage,
  seedCustomer,
  seedGalleryImage,
  seedMaterial,
  seedMaterialType,
  seedProduct,
  seedReview,
  seedRoom,
  seedRoomType,
  seedSocialLink,
  seedStaff,
} from './factories.js';
import { seedOrder } from '../order/order.factory.js';

describe.each(testDialects())('seed factories on %s', (dialect) => {
  let db: ITestDatabase;
  let ds: DataSource;
  beforeAll(async () => {
    db = await createTestDatabase(dialect, { migrated: true });
    ds = await openDatabase(db.config);
  });
  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
  });

  it('gives every call its own name and slug, so a test can call a factory twice', async () => {
    const [a, b] = [await seedRoom(ds), await seedRoom(ds)];
    expect(a.id).not.toBe(b.id);
    expect(a.slug).not.toBe(b.slug);
    expect(a.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const [c, d] = [await seedCustomer(ds), await seedCustomer(ds)];
    expect(c.email).not.toBe(d.email);
  });

  it('applies overrides and creates missing parents', async () => {
    const room = await seedRoom(ds, { name: 'Sun Room', slug: 'sun-room' });
    expect(room).toMatchObject({ name: 'Sun Room', slug: 'sun-room', image: null });
    const type = await seedRoomType(ds, { roomId: room.id });
    expect(type.roomId).toBe(room.id);
    const orphan = await seedRoomType(ds);
    expect(await ds.getRepository(RoomType).countBy({ roomId: orphan.roomId })).toBe(1);
    const material = await seedMaterial(ds);
    expect(material.materialTypeId).toEqual(expect.any(Number));
    const staff = await seedStaff(ds, { role: ROLE.ADMIN });
    expect(staff).toMatchObject({ role: ROLE.ADMIN, id: expect.any(Number) });
    expect((await seedStaff(ds)).role).toBe(ROLE.MANAGER);
  });

  it('saves a product with its materials and its ordered images in one call', async () => {
    const fabric = await seedMaterialType(ds);
    const linen = await seedMaterial(ds, { materialTypeId: fabric.id, name: 'Linen' });
    const oak = await seedMaterial(ds);
    const product = await seedProduct(ds, {
      priceCents: 12_345,
      materials: [linen, oak],
      images: ['uploads/b.jpg', 'uploads/a.jpg'],
    });
    expect(product.materials?.map((m) => m.name).sort()).toEqual(['Linen', oak.name].sort());
    const stored = await ds.getRepository(Product).findOneOrFail({
      where: { id: product.id },
      relations: { materials: true },
    });
    expect(stored.priceCents).toBe(12_345);
    expect(stored.materials?.map((m) => m.id).sort()).toEqual([linen.id, oak.id].sort());
    const images = await ds.getRepository(ProductImage).find({
      where: { productId: product.id },
      order: { position: 'ASC' },
    });
    expect(images.map((i) => i.image)).toEqual(['uploads/b.jpg', 'uploads/a.jpg']);
    expect((await seedProduct(ds)).materials).toEqual([]);
  });

  it('orders social links and gallery pictures by creation', async () => {
    const [first, second] = [await seedSocialLink(ds), await seedSocialLink(ds)];
    expect(first.url).toMatch(/^https:\/\//);
    expect(second.position).toBeGreaterThan(first.position);
    const [p1, p2] = [await seedGalleryImage(ds), await seedGalleryImage(ds)];
    expect(p2.position).toBeGreaterThan(p1.position);
  });

  it('saves a visible review of a product and an unread contact message', async () => {
    const product = await seedProduct(ds);
    const review = await seedReview(ds, { productId: product.id, rating: 4 });
    expect(review).toMatchObject({ productId: product.id, rating: 4, hidden: false });
    expect((await seedReview(ds)).productId).not.toBe(product.id);
    const [a, b] = [await seedContactMessage(ds), await seedContactMessage(ds, { isRead: true })];
    expect(a).toMatchObject({ isRead: false, phone: '' });
    expect(b.isRead).toBe(true);
    expect(a.subject).not.toBe(b.subject);
  });

  it('saves an order with snapshotted lines, a payment and its first event', async () => {
    const product = await seedProduct(ds, { priceCents: 10_000, discountPercent: 15 });
    const order = await seedOrder(ds, { lines: [{ productId: product.id, quantity: 2 }, {}] });
    const again = await seedOrder(ds, { status: 'pending' });
    expect(ZOrderNumber.parse(order.number)).toBe(order.number);
    expect(again.number).not.toBe(order.number);
    expect(order.lines[0]).toMatchObject({
      productName: product.name,
      unitPaidCents: 8_500,
      lineTotalCents: 17_000,
    });
    expect(order.subtotalCents).toBe(17_000 + order.lines[1]!.lineTotalCents);
    expect(order.totalCents).toBe(order.subtotalCents + order.shippingCents);
    expect(order.payment).toMatchObject({ status: 'completed', amountCents: order.totalCents });
    expect(again).toMatchObject({ paymentStatus: 'initiated', payment: { status: 'initiated' } });
    const [{ n }] = await ds.query(`SELECT COUNT(*) AS n FROM order_events WHERE order_id = ?`, [order.id]);
    expect(Number(n)).toBe(1);
  });
});
