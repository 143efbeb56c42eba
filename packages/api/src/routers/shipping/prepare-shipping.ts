import { PROMOTION_MESSAGES, ZQuote, ZQuoteInput } from '@shop/domain';
import { withCodeAttempts } from '../../code-attempts.js';
import { customerProcedure } from '../../trpc.js';
import { shippingRest } from './shipping.rest.js';

/**
 * Products, prices and weights come from the database: the client sends only product ids and quantities, and
 * a discount code (guesses are rate limited per address and per cart: code-attempts.ts).
 */
export const prepareShippingRoute = customerProcedure
  .meta(shippingRest.prepare)
  .input(ZQuoteInput)
  .output(ZQuote)
  .mutation(({ ctx, input }) =>
    withCodeAttempts(
      ctx.services,
      ctx.http,
      input,
      () => ctx.services.shipping.quote(input, ctx.customer.id),
      (quote) => quote.discount.codeMessage === PROMOTION_MESSAGES.unknownCode,
    ),
  );
