import { ZMyOrderDetailInput, ZMyOrderListInput, ZOrderDetail, ZOrderSummaryList } from '@shop/domain';
import { customerProcedure } from '../../trpc.js';
import { myAccountRest } from './my-account.rest.js';

export const ordersMyAccountRoute = customerProcedure
  .meta(myAccountRest.orders)
  .input(ZMyOrderListInput)
  .output(ZOrderSummaryList)
  .query(({ ctx, input }) => ctx.services.myOrders.list(ctx.customer.id, input.page));

/** By number, among the session customer's orders only: another customer's number is a 404. */
export const orderDetailMyAccountRoute = customerProcedure
  .meta(myAccountRest.orderDetail)
  .input(ZMyOrderDetailInput)
  .output(ZOrderDetail)
  .query(({ ctx, input }) => ctx.services.myOrders.detail(ctx.customer.id, input.number));
