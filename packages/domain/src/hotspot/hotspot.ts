import { z } from 'zod';
import { ZId } from '../common/fields.js';
import { ZProductCard } from '../product/storefront-product.js';
import { HOTSPOT_KINDS } from './hotspot-placement.js';

/**
 * Shoppable pictures: a hotspot is a product placed on a picture the storefront shows (a room's, a room type's or
 * a gallery image), at a point given as fractions of the picture's width and height, so it lands on the same
 * piece of furniture at every width the picture is drawn. The pure rules are in hotspot-placement.ts.
 */
export * from './hotspot-placement.js';

/** Hotspots one picture may carry: more would cover it. */
export const MAX_HOTSPOTS_PER_IMAGE = 30;
/** Pictures one storefront read may ask for (a gallery page shows 15). */
export const MAX_HOTSPOT_IMAGES = 30;

export const HOTSPOT_MESSAGES = {
  kind: 'Choose room, room-type or gallery.',
  x: 'Place the hotspot across the picture: x from 0 to 1.',
  y: 'Place the hotspot down the picture: y from 0 to 1.',
  unknownProduct: 'Choose a product from the list.',
  noImage: 'This picture has no image yet: upload one first.',
  full: `A picture holds at most ${MAX_HOTSPOTS_PER_IMAGE} hotspots.`,
} as const;

const ZKind = z.enum(HOTSPOT_KINDS, HOTSPOT_MESSAGES.kind);
const coordinate = (message: string) => z.number(message).min(0, message).max(1, message);

/** One picture: the room or room type (by its id), or the gallery image (by its id). */
export const ZHotspotImageInput = z.object({ kind: ZKind, ownerId: ZId });
export type THotspotImageInput = z.infer<typeof ZHotspotImageInput>;

export const ZHotspotScenesInput = z.object({
  images: z.array(ZHotspotImageInput).min(1).max(MAX_HOTSPOT_IMAGES),
});
export type THotspotScenesInput = z.infer<typeof ZHotspotScenesInput>;

export const ZHotspotPlace = z.object({
  x: coordinate(HOTSPOT_MESSAGES.x),
  y: coordinate(HOTSPOT_MESSAGES.y),
});
export const ZHotspotCreateInput = ZHotspotImageInput.extend({ productId: ZId, ...ZHotspotPlace.shape });
export type THotspotCreateInput = z.infer<typeof ZHotspotCreateInput>;
/** A move (x, y), and optionally another product for the same point. */
export const ZHotspotUpdateInput = ZHotspotPlace.extend({ id: ZId, productId: ZId.optional() });
export type THotspotUpdateInput = z.infer<typeof ZHotspotUpdateInput>;

export const ZHotspot = z.object({
  id: z.number().int(),
  kind: ZKind,
  ownerId: z.number().int(),
  /** Fractions of the picture's width and height, 0..1, to four decimals. */
  x: z.number(),
  y: z.number(),
  product: ZProductCard,
});
export type THotspot = z.infer<typeof ZHotspot>;

/** The back-office sees every hotspot, with whether its product is still on sale. */
export const ZHotspotAdmin = ZHotspot.extend({ productActive: z.boolean() });
export type THotspotAdmin = z.infer<typeof ZHotspotAdmin>;

export const ZHotspotList = z.object({ data: z.array(ZHotspot) });
export type THotspotList = z.infer<typeof ZHotspotList>;
/** A room's scenes, and each product placed on them once, in the order first placed: "Shop this room". */
export const ZHotspotRoom = ZHotspotList.extend({ products: z.array(ZProductCard) });
export type THotspotRoom = z.infer<typeof ZHotspotRoom>;
export const ZHotspotAdminList = z.object({ data: z.array(ZHotspotAdmin) });
export type THotspotAdminList = z.infer<typeof ZHotspotAdminList>;
