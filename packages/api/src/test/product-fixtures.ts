import { Customer, Material, MaterialType, Order, OrderLine, Review, Room, RoomType } from '@shop/db';
import type { TProductFormInput } from '@shop/domain';
import type { IHarness } from './harness.js';

export interface ICatalogue {
  roomTypeIds: [number, number];
  materialIds: [number, number, number];
}

/** Two room types (Sofas, Beds) and three materials (Oak, Walnut, Linen) to hang products on. */
export async function arrangeCatalogue(h: IHarness): Promise<ICatalogue> {
  const m = h.dataSource.manager;
  const room = await m.getRepository(Room).save({ name: 'Living', slug: 'living', description: '' });
  const types = await m.getRepository(RoomType).save([
    { roomId: room.id, name: 'Sofas', slug: 'sofas', description: '' },
    { roomId: room.id, name: 'Beds', slug: 'beds', description: '' },
  ]);
  const [wood, fabric] = await m.getRepository(MaterialType).save([
    { name: 'Wood', slug: 'wood', description: '' },
    { name: 'Fabric', slug: 'fabric', description: '' },
  ]);
  const materials = await m.getRepository(Material).save([
    { materialTypeId: wood!.id, name: 'Oak', description: '' },
    { materialTypeId: wood!.id, name: 'Walnut', description: '' },
    { materialTypeId: fabric!.id, name: 'Linen', description: '' },
  ]);
  return {
    roomTypeIds: [types[0]!.id, types[1]!.id],
    materialIds: [materials[0]!.id, materials[1]!.id, materials[2]!.id],
  };
}

export function productForm(
  c: ICatalogue,
  name: string,
  over: Partial<TProductFormInput> = {},
): TProductFormInput {
  return {
    roomTypeId: c.roomTypeIds[0],
    name,
    slug: name.toLowerCase().replace(/\s+/g, '-'),
    description: `${name}, sturdy and fine`,
    priceCents: 10_000,
    discountPercent: 0,
    stock: 10,
    widthIn: 80,
    depthIn: 35,
    heightIn: 30,
    packageLengthIn: 84,
    packageWidthIn: 38,
    packageHeightIn: 32,
    packageWeightLb: 92.5,
    materialIds: [],
    images: [],
    ...over,
  };
}

/** `orders` orders by the seeded customer, each with one line for the product. */
export async function arrangeOrders(h: IHarness, productId: number, orders: number): Promise<void> {
  const m = h.dataSource.manager;
  const customer = await m.getRepository(Customer).findOneByOrFail({ email: 'customer@test.shop' });
  for (let n = 0; n < orders; n++) {
    const order = await m.getRepository(Order).save({
      number: `T-${productId}-${n}`,
      customerId: customer.id,
      subtotalCents: 1000,
      totalCents: 1000,
    });
    await m.getRepository(OrderLine).save({
      orderId: order.id,
      productId,
      productName: 'Sold thing',
      productSlug: 'sold-thing',
      unitPriceCents: 1000,
      unitPaidCents: 1000,
      lineTotalCents: 1000,
      fromStockQuantity: 1,
    });
  }
}

/** Reviews written `n` days ago; the list shows newest first. */
export async function arrangeReviews(
  h: IHarness,
  productId: number,
  reviews: { body: string; daysAgo: number; hidden?: boolean }[],
): Promise<number[]> {
  const saved = await h.dataSource.getRepository(Review).save(
    reviews.map((r) => ({
      productId,
      authorName: 'Pat',
      rating: 4,
      body: r.body,
      hidden: r.hidden ?? false,
      createdAt: new Date(Date.now() - r.daysAgo * 86_400_000),
    })),
  );
  return saved.map((r) => r.id);
}
