import { ZCartPutInput, ZServerCart } from '@shop/domain';
import { countNewCart } from '../../rate-limit.js';
import { shopperProcedure } from '../../trpc.js';
import { cartRest } from './cart.rest.js';

/** A guest's first write with lines in it starts their cart session; an empty cart makes none. */
export const putCartRoute = shopperProcedure
  .meta(cartRest.put)
  .input(ZCartPutInput)
  .output(ZServerCart)
  .mutation(({ ctx, input }) => {
    const buyer = ctx.shopper.buyer({ create: input.lines.length > 0 });
    return ctx.services.cart.put(
      { customerId: buyer.id, tokenHash: buyer.guestSessionHash ?? null },
      input.lines,
      () => countNewCart(ctx.services, ctx.http.ip),
    );
  });
