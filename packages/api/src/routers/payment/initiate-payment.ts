import { ZInitiateInput, ZPaymentStart } from '@shop/domain';
import { customerProcedure } from '../../trpc.js';
import { paymentRest } from './payment.rest.js';

/** Prices are computed on the server; the client sends the cart, the address, the tier and its attempt key. */
export const initiatePaymentRoute = customerProcedure
  .meta(paymentRest.initiate)
  .input(ZInitiateInput)
  .output(ZPaymentStart)
  .mutation(({ ctx, input }) => ctx.services.payments.initiate(ctx.customer, input));
