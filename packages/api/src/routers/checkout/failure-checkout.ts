import { ZFailureInput, ZPaymentResult } from '@shop/domain';
import { customerProcedure } from '../../trpc.js';
import { checkoutRest } from './checkout.rest.js';

export const failureCheckoutRoute = customerProcedure
  .meta(checkoutRest.failure)
  .input(ZFailureInput)
  .output(ZPaymentResult)
  .mutation(({ ctx, input }) => ctx.services.checkout.failure(ctx.customer, input));
