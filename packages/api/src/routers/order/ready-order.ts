import { ZAdminOrderDetail, ZOrderIdInput } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { orderRest } from './order.rest.js';

export const readyOrderRoute = adminOnlyProcedure
  .meta(orderRest.ready)
  .input(ZOrderIdInput)
  .output(ZAdminOrderDetail)
  .mutation(({ ctx, input }) => ctx.services.order.ready(input.id, ctx.staff));
