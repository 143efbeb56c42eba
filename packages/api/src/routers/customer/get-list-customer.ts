import { ZCustomerList, ZCustomerListInput } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { customerRest } from './customer.rest.js';

export const getListCustomerRoute = adminOnlyProcedure
  .meta(customerRest.getList)
  .input(ZCustomerListInput)
  .output(ZCustomerList)
  .query(({ ctx, input }) => ctx.services.customer.getList(input));
