import { ZCompleteInput, ZPaymentResult, type TPaymentResult } from '@shop/domain';
import { shopperProcedure } from '../../trpc.js';
import { checkoutRest } from './checkout.rest.js';

/** A declined attempt (the order still open, its payment failed): 402 over REST, the result as the body. */
const declinedStatus = (output: unknown): number | undefined => {
  const result = output as Partial<TPaymentResult> | undefined;
  return result?.status === 'pending' && result.paymentStatus === 'failed' ? 402 : undefined;
};

/** Another shopper's order number answers 404: the service looks only among the session's own orders. */
export const completeCheckoutRoute = shopperProcedure
  .meta({ ...checkoutRest.complete, restStatus: declinedStatus })
  .input(ZCompleteInput)
  .output(ZPaymentResult)
  .mutation(({ ctx, input }) => ctx.services.checkout.complete(ctx.shopper.buyer({ create: false }), input));
