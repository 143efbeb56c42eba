import { ZReviewList, ZReviewListInput } from '@shop/domain';
import { publicProcedure } from '../../trpc.js';
import { reviewRest } from './review.rest.js';

/** What the storefront shows: hidden reviews stay out. */
export const listReviewRoute = publicProcedure
  .meta(reviewRest.list)
  .input(ZReviewListInput)
  .output(ZReviewList)
  .query(({ ctx, input }) => ctx.services.review.list(input.id, input.page));
