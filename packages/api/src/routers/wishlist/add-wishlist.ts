import { ZWishlistAddInput, ZWishlistEntry } from '@shop/domain';
import { customerProcedure } from '../../trpc.js';
import { wishlistRest } from './wishlist.rest.js';

export const addWishlistRoute = customerProcedure
  .meta(wishlistRest.add)
  .input(ZWishlistAddInput)
  .output(ZWishlistEntry)
  .mutation(({ ctx, input }) => ctx.services.wishlist.add(ctx.customer.id, input.productId));
