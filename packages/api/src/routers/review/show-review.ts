import { ZIdInput, ZReview } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { reviewRest } from './review.rest.js';

export const showReviewRoute = staffProcedure
  .meta(reviewRest.show)
  .input(ZIdInput)
  .output(ZReview)
  .mutation(({ ctx, input }) => ctx.services.review.show(input.id));
