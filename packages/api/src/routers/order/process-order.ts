import { ZAdminOrderDetail, ZOrderIdInput } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { orderRest } from './order.rest.js';

export const processOrderRoute = adminOnlyProcedure
  .meta(orderRest.process)
  .input(ZOrderIdInput)
  .output(ZAdminOrderDetail)
  .mutation(({ ctx, input }) => ctx.services.order.process(input.id, ctx.staff));
