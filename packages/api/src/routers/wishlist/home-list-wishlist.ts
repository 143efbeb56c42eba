import { ZNoInput, ZWishlist } from '@shop/domain';
import { customerProcedure } from '../../trpc.js';
import { wishlistRest } from './wishlist.rest.js';

/** The same list at the home page's legacy path. */
export const homeListWishlistRoute = customerProcedure
  .meta(wishlistRest.homeList)
  .input(ZNoInput)
  .output(ZWishlist)
  .query(({ ctx }) => ctx.services.wishlist.homeList(ctx.customer.id));
