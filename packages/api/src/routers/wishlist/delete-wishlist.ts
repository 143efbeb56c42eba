import { ZIdInput, ZSuccess } from '@shop/domain';
import { customerProcedure } from '../../trpc.js';
import { wishlistRest } from './wishlist.rest.js';

/** Another customer's entry id answers 404: the service only looks among the session customer's entries. */
export const deleteWishlistRoute = customerProcedure
  .meta(wishlistRest.delete)
  .input(ZIdInput)
  .output(ZSuccess)
  .mutation(({ ctx, input }) => ctx.services.wishlist.delete(ctx.customer.id, input.id));
