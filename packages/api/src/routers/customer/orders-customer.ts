import { ZCustomerOrdersByIdInput, ZOrderSummaryList } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { customerRest } from './customer.rest.js';

export const ordersCustomerRoute = adminOnlyProcedure
  .meta(customerRest.orders)
  .input(ZCustomerOrdersByIdInput)
  .output(ZOrderSummaryList)
  .query(({ ctx, input }) => ctx.services.customer.orders(input.id, input.page));
