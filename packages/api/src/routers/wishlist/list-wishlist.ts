import { ZNoInput, ZWishlist } from '@shop/domain';
import { customerProcedure } from '../../trpc.js';
import { wishlistRest } from './wishlist.rest.js';

export const listWishlistRoute = customerProcedure
  .meta(wishlistRest.list)
  .input(ZNoInput)
  .output(ZWishlist)
  .query(({ ctx }) => ctx.services.wishlist.list(ctx.customer.id));
