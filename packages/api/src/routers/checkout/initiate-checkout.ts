import { ZInitiateInput, ZPaymentStart } from '@shop/domain';
import { shopperProcedure } from '../../trpc.js';
import { checkoutRest } from './checkout.rest.js';

/** Prices are computed on the server; the client sends the cart, the address, the tier and its attempt key. */
export const initiateCheckoutRoute = shopperProcedure
  .meta(checkoutRest.initiate)
  .input(ZInitiateInput)
  .output(ZPaymentStart)
  .mutation(({ ctx, input }) => ctx.services.checkout.initiate(ctx.shopper.buyer(), input));
