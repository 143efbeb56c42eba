import { ZInitiateInput, ZPaymentStart } from '@shop/domain';
import { withCodeAttempts } from '../../code-attempts.js';
import { shopperProcedure } from '../../trpc.js';
import { checkoutRest } from './checkout.rest.js';

/**
 * Prices are computed on the server; the client sends the cart, the address, the tier, its attempt key and the
 * discount code (guesses rate limited like the quote's).
 */
export const initiateCheckoutRoute = shopperProcedure
  .meta(checkoutRest.initiate)
  .input(ZInitiateInput)
  .output(ZPaymentStart)
  .mutation(({ ctx, input }) =>
    withCodeAttempts(
      ctx.services,
      ctx.http,
      input,
      () => ctx.services.checkout.initiate(ctx.shopper.buyer(), input),
      () => false,
    ),
  );
