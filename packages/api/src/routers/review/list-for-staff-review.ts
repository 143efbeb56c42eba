import { ZReviewList, ZReviewListInput } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { reviewRest } from './review.rest.js';

/** The moderation list on the product's update screen: every review, each with its `hidden` flag. */
export const listForStaffReviewRoute = staffProcedure
  .meta(reviewRest.listForStaff)
  .input(ZReviewListInput)
  .output(ZReviewList)
  .query(({ ctx, input }) => ctx.services.review.listForStaff(input.id, input.page));
