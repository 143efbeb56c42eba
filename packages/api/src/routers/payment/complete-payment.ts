import { ZCompleteInput, ZPaymentResult } from '@shop/domain';
import { customerProcedure } from '../../trpc.js';
import { paymentRest } from './payment.rest.js';

/** Another customer's order number answers 404: the service looks only among the session customer's orders. */
export const completePaymentRoute = customerProcedure
  .meta(paymentRest.complete)
  .input(ZCompleteInput)
  .output(ZPaymentResult)
  .mutation(({ ctx, input }) => ctx.services.payments.complete(ctx.customer, input));
