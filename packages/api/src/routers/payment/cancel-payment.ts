import { ZCancelInput, ZPaymentResult } from '@shop/domain';
import { customerProcedure } from '../../trpc.js';
import { paymentRest } from './payment.rest.js';

export const cancelPaymentRoute = customerProcedure
  .meta(paymentRest.cancel)
  .input(ZCancelInput)
  .output(ZPaymentResult)
  .mutation(({ ctx, input }) => ctx.services.payments.cancel(ctx.customer, input));
