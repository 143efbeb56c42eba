import { ZAdminOrderList, ZCustomerOrdersInput } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { orderRest } from './order.rest.js';

/** An unknown customer answers 404, not an empty list. */
export const customerOrderRoute = adminOnlyProcedure
  .meta(orderRest.customer)
  .input(ZCustomerOrdersInput)
  .output(ZAdminOrderList)
  .query(({ ctx, input }) => ctx.services.order.customer(input));
