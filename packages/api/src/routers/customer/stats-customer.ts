import { ZCustomerStatsAnswer, ZIdInput } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { customerRest } from './customer.rest.js';

/** GET /api/order/getQuantityByCustomerId/{id}: in the customer router, since it is about one customer. */
export const statsCustomerRoute = adminOnlyProcedure
  .meta(customerRest.stats)
  .input(ZIdInput)
  .output(ZCustomerStatsAnswer)
  .query(({ ctx, input }) => ctx.services.customer.stats(input.id));
