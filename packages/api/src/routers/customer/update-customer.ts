import { ZCustomerAdminDetail, ZCustomerAdminUpdateInput } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { customerRest } from './customer.rest.js';

export const updateCustomerRoute = adminOnlyProcedure
  .meta(customerRest.update)
  .input(ZCustomerAdminUpdateInput)
  .output(ZCustomerAdminDetail)
  .mutation(({ ctx, input: { id, ...form } }) => ctx.services.customer.update(id, form, ctx.staff));
