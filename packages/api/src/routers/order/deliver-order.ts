import { ZAdminOrderDetail, ZOrderIdInput } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { orderRest } from './order.rest.js';

export const deliverOrderRoute = adminOnlyProcedure
  .meta(orderRest.deliver)
  .input(ZOrderIdInput)
  .output(ZAdminOrderDetail)
  .mutation(({ ctx, input }) => ctx.services.order.deliver(input.id, ctx.staff));
