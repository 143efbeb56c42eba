import { ZCartLinkInput, ZServerCart } from '@shop/domain';
import { countNewCart } from '../../rate-limit.js';
import { shopperProcedure } from '../../trpc.js';
import { cartRest } from './cart.rest.js';

/** The reminded cart comes back into this visitor's cart (their account's, or a guest session made for it). */
export const restoreCartRoute = shopperProcedure
  .meta(cartRest.restore)
  .input(ZCartLinkInput)
  .output(ZServerCart)
  .mutation(({ ctx, input }) => {
    const buyer = ctx.shopper.buyer();
    return ctx.services.cart.restore(
      input.token,
      { customerId: buyer.id, tokenHash: buyer.guestSessionHash ?? null },
      () => countNewCart(ctx.services, ctx.http.ip),
    );
  });
