import { ZFailureInput, ZPaymentResult } from '@shop/domain';
import { shopperProcedure } from '../../trpc.js';
import { checkoutRest } from './checkout.rest.js';

export const failureCheckoutRoute = shopperProcedure
  .meta(checkoutRest.failure)
  .input(ZFailureInput)
  .output(ZPaymentResult)
  .mutation(({ ctx, input }) => ctx.services.checkout.failure(ctx.shopper.buyer({ create: false }), input));
