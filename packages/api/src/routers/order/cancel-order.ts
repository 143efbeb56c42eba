import { ZAdminOrderDetail, ZCancelOrderInput } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { orderRest } from './order.rest.js';

/** A refund larger than what is left of the payment answers 422 on `amountCents`. */
export const cancelOrderRoute = adminOnlyProcedure
  .meta(orderRest.cancel)
  .input(ZCancelOrderInput)
  .output(ZAdminOrderDetail)
  .mutation(({ ctx, input }) => ctx.services.order.cancel(input.id, input.amountCents, ctx.staff));
