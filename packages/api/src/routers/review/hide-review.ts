import { ZIdInput, ZReview } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { reviewRest } from './review.rest.js';

export const hideReviewRoute = staffProcedure
  .meta(reviewRest.hide)
  .input(ZIdInput)
  .output(ZReview)
  .mutation(({ ctx, input }) => ctx.services.review.hide(input.id));
