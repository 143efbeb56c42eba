import { z } from 'zod';
import { ZPageInput, ZPaginated } from '../common/pagination.js';
import { ZId } from '../common/fields.js';

/** A shopper's review of a product. `hidden` ones stay stored but leave the storefront (staff moderation). */
export const ZReview = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  authorName: z.string(),
  rating: z.number().int(),
  body: z.string(),
  hidden: z.boolean(),
  /** Written by a customer and waiting for staff approval: not on the storefront yet. */
  pending: z.boolean(),
  /** Written by a customer who bought the product (customers may review only what they bought). */
  verifiedBuyer: z.boolean(),
  createdAt: z.string(),
});
export type TReview = z.infer<typeof ZReview>;

/** One product's reviews, newest first, 15 a page. */
export const ZReviewListInput = ZPageInput.extend({ id: ZId });
export type TReviewListInput = z.infer<typeof ZReviewListInput>;
export const ZReviewList = ZPaginated(ZReview);
