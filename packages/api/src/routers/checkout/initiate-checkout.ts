import { ZInitiateInput, ZPaymentStart } from '@shop/domain';
import { withCodeAttempts } from '../../code-attempts.js';
import { shopperProcedure } from '../../trpc.js';
import { checkoutRest } from './checkout.rest.js';

/**
 * Prices are computed on the server; the client sends the cart, the address, the tier, its attempt key and the
 * discount code (guesses rate limited per guesser like the quote's).
 */
export const initiateCheckoutRoute = shopperProcedure
  .meta(checkoutRest.initiate)
  .input(ZInitiateInput)
  .output(ZPaymentStart)
  .mutation(({ ctx, input }) => {
    const buyer = ctx.shopper.buyer();
    return withCodeAttempts(
      ctx.services,
      ctx.http,
      buyer,
      input,
      () => ctx.services.checkout.initiate(buyer, input),
      () => false,
    );
  });
