import { slugify } from '@shop/domain';
import type { EntityManager } from 'typeorm';
import { Hotspot } from '../entities/index.js';
import { ROOMS } from './catalog-rooms.js';
import { insertRows } from './seed-util.js';

/**
 * What the demo shows beyond plain stock: some pieces made to order or backordered, so the storefront's promise
 * (badge, delivery table, checkout, order and mails) can be seen on a fresh shop, and products placed on the room
 * pictures. Chosen by position, not by the random generator, so every other seeded value stays as it was.
 */

/** A product's mode and lead time by its position: most sell from stock only, as a real catalogue does. */
export function demoSelling(
  index: number,
  stock: number,
  hasVariants: boolean,
): { sellingMode: string; leadTimeDays: number } {
  if (hasVariants) return { sellingMode: 'stock', leadTimeDays: 0 };
  if (stock === 0) {
    // Sold out: made to order, backordered, or (one in three) simply sold out.
    if (index % 3 === 0) return { sellingMode: 'made-to-order', leadTimeDays: 42 };
    if (index % 3 === 1) return { sellingMode: 'backorder', leadTimeDays: 21 };
    return { sellingMode: 'stock', leadTimeDays: 0 };
  }
  // A few pieces in stock are made to order once those run out.
  if (index % 15 === 7) return { sellingMode: 'made-to-order', leadTimeDays: 56 };
  return { sellingMode: 'stock', leadTimeDays: 0 };
}

/** Where the room pictures' hotspots sit (basis points of width and height): on the floor, left and right. */
const SPOTS = [
  [3_000, 6_800],
  [6_900, 6_200],
] as const;

/** Places the first two products of each room's types on the room's picture. */
export async function insertRoomHotspots(
  m: EntityManager,
  roomIds: ReadonlyMap<string, number>,
  products: readonly { slug: string; roomTypeSlug: string }[],
  productIds: ReadonlyMap<string, number>,
  roomImage: (roomName: string) => string,
): Promise<void> {
  const rows = ROOMS.flatMap((room) => {
    const types = new Set(room.types.map((type) => slugify(type.name)));
    const placed = products.filter((p) => types.has(p.roomTypeSlug)).slice(0, SPOTS.length);
    return placed.map((p, i) => ({
      kind: 'room',
      ownerId: roomIds.get(slugify(room.name))!,
      image: roomImage(room.name),
      productId: productIds.get(p.slug)!,
      xBp: SPOTS[i]![0],
      yBp: SPOTS[i]![1],
    }));
  });
  await insertRows(m, Hotspot, rows);
}
