import { ZMyOrderDetailInput, ZOrderDetail } from '@shop/domain';
import { customerProcedure } from '../../trpc.js';
import { orderRest } from './order.rest.js';

/** By number, among the session customer's orders only: another customer's number is a 404. */
export const mineDetailOrderRoute = customerProcedure
  .meta(orderRest.mineDetail)
  .input(ZMyOrderDetailInput)
  .output(ZOrderDetail)
  .query(({ ctx, input }) => ctx.services.order.mineDetail(ctx.customer.id, input.number));
