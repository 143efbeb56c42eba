import { ZCancelInput, ZPaymentResult } from '@shop/domain';
import { customerProcedure } from '../../trpc.js';
import { checkoutRest } from './checkout.rest.js';

export const cancelCheckoutRoute = customerProcedure
  .meta(checkoutRest.cancel)
  .input(ZCancelInput)
  .output(ZPaymentResult)
  .mutation(({ ctx, input }) => ctx.services.checkout.cancel(ctx.customer, input));
