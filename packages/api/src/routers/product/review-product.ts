import { ZIdInput, ZReview, ZReviewList, ZReviewListInput } from '@shop/domain';
import { publicProcedure, staffProcedure } from '../../trpc.js';
import { productRest } from './product.rest.js';

/** What the storefront shows: hidden reviews stay out. */
export const reviewsProductRoute = publicProcedure
  .meta(productRest.reviews)
  .input(ZReviewListInput)
  .output(ZReviewList)
  .query(({ ctx, input }) => ctx.services.reviews.listForProduct(input.id, input.page, false));

/** The moderation list on the product's update screen: every review, each with its `hidden` flag. */
export const reviewsForStaffProductRoute = staffProcedure
  .meta(productRest.reviewsForStaff)
  .input(ZReviewListInput)
  .output(ZReviewList)
  .query(({ ctx, input }) => ctx.services.reviews.listForProduct(input.id, input.page, true));

export const hideReviewProductRoute = staffProcedure
  .meta(productRest.hideReview)
  .input(ZIdInput)
  .output(ZReview)
  .mutation(({ ctx, input }) => ctx.services.reviews.setHidden(input.id, true));

export const showReviewProductRoute = staffProcedure
  .meta(productRest.showReview)
  .input(ZIdInput)
  .output(ZReview)
  .mutation(({ ctx, input }) => ctx.services.reviews.setHidden(input.id, false));
