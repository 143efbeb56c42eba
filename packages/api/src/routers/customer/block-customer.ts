import { ZCustomerAdminDetail, ZCustomerBlockInput } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { customerRest } from './customer.rest.js';

export const blockCustomerRoute = adminOnlyProcedure
  .meta(customerRest.block)
  .input(ZCustomerBlockInput)
  .output(ZCustomerAdminDetail)
  .mutation(({ ctx, input }) => ctx.services.customer.block(input.id, input.blocked, ctx.staff));
