import { z } from 'zod';
import { ZId } from '../common/fields.js';
import { ZProductCard } from '../product/storefront-product.js';

/** A wishlist keeps this many products at most: a wish list, not a second catalogue. */
export const MAX_WISHLIST = 100;
export const WISHLIST_MESSAGES = {
  full: `A wishlist holds at most ${MAX_WISHLIST} products. Remove one to add another.`,
} as const;

export const ZWishlistEntry = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  createdAt: z.string(),
  product: ZProductCard,
});
export type TWishlistEntry = z.infer<typeof ZWishlistEntry>;

/** The customer's whole wishlist, newest first; entries for products no longer on sale are left out. */
export const ZWishlist = z.object({ data: z.array(ZWishlistEntry), total: z.number().int() });
export type TWishlist = z.infer<typeof ZWishlist>;

export const ZWishlistAddInput = z.object({ productId: ZId });
/** A guest's list joining the account after login or registration. */
export const ZWishlistMergeInput = z.object({ productIds: z.array(ZId).max(MAX_WISHLIST) });
