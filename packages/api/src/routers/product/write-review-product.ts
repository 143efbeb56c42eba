import { ZReview, ZReviewEligibility, ZReviewEligibilityInput, ZReviewWriteInput } from '@shop/domain';
import { customerProcedure } from '../../trpc.js';
import { productRest } from './product.rest.js';

/** Only a buyer (an order with the product, paid or completed), once per product; both refusals answer 409. */
export const writeReviewProductRoute = customerProcedure
  .meta(productRest.writeReview)
  .input(ZReviewWriteInput)
  .output(ZReview)
  .mutation(({ ctx, input }) => ctx.services.reviews.write(ctx.customer, input));

/** Lets the product page offer the review form only to those whose review would be accepted. */
export const reviewEligibilityProductRoute = customerProcedure
  .meta(productRest.reviewEligibility)
  .input(ZReviewEligibilityInput)
  .output(ZReviewEligibility)
  .query(({ ctx, input }) => ctx.services.reviews.eligibility(ctx.customer.id, input.productId));
