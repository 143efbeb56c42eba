import { ZReview, ZReviewWriteInput } from '@shop/domain';
import { customerProcedure } from '../../trpc.js';
import { reviewRest } from './review.rest.js';

/** Only a buyer (an order with the product, paid or completed), once per product; both refusals answer 409. */
export const writeReviewRoute = customerProcedure
  .meta(reviewRest.write)
  .input(ZReviewWriteInput)
  .output(ZReview)
  .mutation(({ ctx, input }) => ctx.services.review.write(ctx.customer, input));
