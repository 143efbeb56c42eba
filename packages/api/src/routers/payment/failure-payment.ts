import { ZFailureInput, ZPaymentResult } from '@shop/domain';
import { customerProcedure } from '../../trpc.js';
import { paymentRest } from './payment.rest.js';

export const failurePaymentRoute = customerProcedure
  .meta(paymentRest.failure)
  .input(ZFailureInput)
  .output(ZPaymentResult)
  .mutation(({ ctx, input }) => ctx.services.payments.failure(ctx.customer, input));
