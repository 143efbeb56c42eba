import { ZCustomerAdminDetail, ZIdInput } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { customerRest } from './customer.rest.js';

export const detailCustomerRoute = adminOnlyProcedure
  .meta(customerRest.detail)
  .input(ZIdInput)
  .output(ZCustomerAdminDetail)
  .query(({ ctx, input }) => ctx.services.customer.detail(input.id));
