import { ZCompleteInput, ZPaymentResult, type TPaymentResult } from '@shop/domain';
import { customerProcedure } from '../../trpc.js';
import { paymentRest } from './payment.rest.js';

/** A declined attempt (the order still open, its payment failed): 402 over REST, the result as the body. */
export const declinedStatus = (output: unknown): number | undefined => {
  const result = output as Partial<TPaymentResult> | undefined;
  return result?.status === 'pending' && result.paymentStatus === 'failed' ? 402 : undefined;
};

/** Another customer's order number answers 404: the service looks only among the session customer's orders. */
export const completePaymentRoute = customerProcedure
  .meta({ ...paymentRest.complete, restStatus: declinedStatus })
  .input(ZCompleteInput)
  .output(ZPaymentResult)
  .mutation(({ ctx, input }) => ctx.services.payments.complete(ctx.customer, input));
