import { PROMOTION_MESSAGES, ZQuote, ZQuoteInput } from '@shop/domain';
import { withCodeAttempts } from '../../code-attempts.js';
import { shopperProcedure } from '../../trpc.js';
import { checkoutRest } from './checkout.rest.js';

/**
 * Products, prices and weights come from the database: the client sends only product ids and quantities, and
 * a discount code (guesses are rate limited per address and per account or cart session: code-attempts.ts).
 */
export const quoteCheckoutRoute = shopperProcedure
  .meta(checkoutRest.quote)
  .input(ZQuoteInput)
  .output(ZQuote)
  .mutation(({ ctx, input }) => {
    // A guest's first checkout call: their cart session starts here, so that the order is theirs.
    const buyer = ctx.shopper.buyer();
    return withCodeAttempts(
      ctx.services,
      ctx.http,
      buyer,
      input,
      () => ctx.services.checkout.quote(input, buyer.id),
      (quote) => quote.discount.codeMessage === PROMOTION_MESSAGES.unknownCode,
    );
  });
