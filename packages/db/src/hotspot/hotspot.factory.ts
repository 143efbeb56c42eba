import { Hotspot } from '../entities/index.js';
import { seedProduct } from '../product/product.factory.js';
import { seedRoom } from '../room/room.factory.js';
import { type TSeedTarget, insert } from '../seed/factory-kit.js';

/** A hotspot in the middle of a picture: a new room's (with an image) and a new product's unless given. */
export async function seedHotspot(db: TSeedTarget, over: Partial<Hotspot> = {}): Promise<Hotspot> {
  const owner =
    over.ownerId === undefined
      ? await seedRoom(db, { image: over.image ?? 'uploads/hotspot-scene.jpg' })
      : undefined;
  return insert(db, Hotspot, {
    xBp: 5_000,
    yBp: 5_000,
    ...over,
    kind: owner ? 'room' : (over.kind ?? 'room'),
    ownerId: owner?.id ?? over.ownerId!,
    image: owner?.image ?? over.image ?? 'uploads/hotspot-scene.jpg',
    productId: over.productId ?? (await seedProduct(db)).id,
  });
}
