import { ZAdminOrderDetail, ZOrderIdInput } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { orderRest } from './order.rest.js';

export const produceOrderRoute = adminOnlyProcedure
  .meta(orderRest.produce)
  .input(ZOrderIdInput)
  .output(ZAdminOrderDetail)
  .mutation(({ ctx, input }) => ctx.services.order.produce(input.id, ctx.staff));
