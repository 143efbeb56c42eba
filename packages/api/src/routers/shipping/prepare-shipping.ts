import { ZQuote, ZQuoteInput } from '@shop/domain';
import { shopperProcedure } from '../../trpc.js';
import { shippingRest } from './shipping.rest.js';

/** Products, prices and weights come from the database: the client sends only product ids and quantities. */
export const prepareShippingRoute = shopperProcedure
  .meta(shippingRest.prepare)
  .input(ZQuoteInput)
  .output(ZQuote)
  .mutation(({ ctx, input }) => {
    // A guest's first checkout call: their cart session starts here, so that the order is theirs.
    ctx.shopper.buyer();
    return ctx.services.shipping.quote(input);
  });
