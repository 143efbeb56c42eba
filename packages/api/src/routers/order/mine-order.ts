import { ZMyOrderListInput, ZOrderSummaryList } from '@shop/domain';
import { customerProcedure } from '../../trpc.js';
import { orderRest } from './order.rest.js';

export const mineOrderRoute = customerProcedure
  .meta(orderRest.mine)
  .input(ZMyOrderListInput)
  .output(ZOrderSummaryList)
  .query(({ ctx, input }) => ctx.services.order.mine(ctx.customer.id, input.page));
