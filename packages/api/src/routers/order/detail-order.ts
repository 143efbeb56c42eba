import { ZAdminOrderDetail, ZOrderIdInput } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { orderRest } from './order.rest.js';

export const detailOrderRoute = adminOnlyProcedure
  .meta(orderRest.detail)
  .input(ZOrderIdInput)
  .output(ZAdminOrderDetail)
  .query(({ ctx, input }) => ctx.services.order.detail(input.id));
