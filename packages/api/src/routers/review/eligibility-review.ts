import { ZReviewEligibility, ZReviewEligibilityInput } from '@shop/domain';
import { customerProcedure } from '../../trpc.js';
import { reviewRest } from './review.rest.js';

/** Lets the product page offer the review form only to those whose review would be accepted. */
export const eligibilityReviewRoute = customerProcedure
  .meta(reviewRest.eligibility)
  .input(ZReviewEligibilityInput)
  .output(ZReviewEligibility)
  .query(({ ctx, input }) => ctx.services.review.eligibility(ctx.customer.id, input.productId));
