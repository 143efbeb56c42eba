import { ZCartMergeInput, ZServerCart } from '@shop/domain';
import { cartSessionHash, isCartSessionToken } from '@shop/services';
import { customerProcedure } from '../../trpc.js';
import { cartRest } from './cart.rest.js';

/** The browser's guest cart joins the account's; the guest cart session's server cart is dropped with it. */
export const mergeCartRoute = customerProcedure
  .meta(cartRest.merge)
  .input(ZCartMergeInput)
  .output(ZServerCart)
  .mutation(({ ctx, input }) => {
    const token = ctx.http.cart;
    const guest = isCartSessionToken(token) ? cartSessionHash(token) : null;
    return ctx.services.cart.merge(ctx.customer.id, guest, input.lines);
  });
