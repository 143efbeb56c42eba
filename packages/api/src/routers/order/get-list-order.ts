import { ZAdminOrderList, ZOrderListInput } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { orderRest } from './order.rest.js';

export const getListOrderRoute = adminOnlyProcedure
  .meta(orderRest.getList)
  .input(ZOrderListInput)
  .output(ZAdminOrderList)
  .query(({ ctx, input }) => ctx.services.order.getList(input));
