import { ZCancelInput, ZPaymentResult } from '@shop/domain';
import { shopperProcedure } from '../../trpc.js';
import { checkoutRest } from './checkout.rest.js';

export const cancelCheckoutRoute = shopperProcedure
  .meta(checkoutRest.cancel)
  .input(ZCancelInput)
  .output(ZPaymentResult)
  .mutation(({ ctx, input }) => ctx.services.checkout.cancel(ctx.shopper.buyer({ create: false }), input));
