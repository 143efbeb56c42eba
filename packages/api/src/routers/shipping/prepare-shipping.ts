import { ZQuote, ZQuoteInput } from '@shop/domain';
import { customerProcedure } from '../../trpc.js';
import { shippingRest } from './shipping.rest.js';

/** Products, prices and weights come from the database: the client sends only product ids and quantities. */
export const prepareShippingRoute = customerProcedure
  .meta(shippingRest.prepare)
  .input(ZQuoteInput)
  .output(ZQuote)
  .mutation(({ ctx, input }) => ctx.services.shipping.quote(input));
