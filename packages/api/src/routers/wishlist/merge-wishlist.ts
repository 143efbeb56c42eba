import { ZWishlist, ZWishlistMergeInput } from '@shop/domain';
import { customerProcedure } from '../../trpc.js';
import { wishlistRest } from './wishlist.rest.js';

export const mergeWishlistRoute = customerProcedure
  .meta(wishlistRest.merge)
  .input(ZWishlistMergeInput)
  .output(ZWishlist)
  .mutation(({ ctx, input }) => ctx.services.wishlist.merge(ctx.customer.id, input.productIds));
