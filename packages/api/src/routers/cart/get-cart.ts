import { ZNoInput, ZServerCart } from '@shop/domain';
import { shopperProcedure } from '../../trpc.js';
import { cartRest } from './cart.rest.js';

/** Reading makes no cart session: a guest without one has an empty, unsaved cart. */
export const getCartRoute = shopperProcedure
  .meta(cartRest.get)
  .input(ZNoInput)
  .output(ZServerCart)
  .query(({ ctx }) => {
    const buyer = ctx.shopper.buyer({ create: false });
    return ctx.services.cart.get({ customerId: buyer.id, tokenHash: buyer.guestSessionHash ?? null });
  });
