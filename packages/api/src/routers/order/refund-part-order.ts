import { ZAdminOrderDetail, ZRefundPartInput } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { orderRest } from './order.rest.js';

/**
 * Part of a paid order's money back while it goes on (the same rule as a cancel: ADMIN only). More items or money
 * than are left answers 409, as does a refund already under way; the same idempotency key is the same refund.
 */
export const refundPartOrderRoute = adminOnlyProcedure
  .meta(orderRest.refundPart)
  .input(ZRefundPartInput)
  .output(ZAdminOrderDetail)
  .mutation(({ ctx, input }) => ctx.services.order.refundPart(input, ctx.staff));
