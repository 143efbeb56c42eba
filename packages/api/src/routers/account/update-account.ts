import { ZMyAccountDetail, ZMyAccountUpdateInput } from '@shop/domain';
import { customerProcedure } from '../../trpc.js';
import { accountRest } from './account.rest.js';

export const updateAccountRoute = customerProcedure
  .meta(accountRest.update)
  .input(ZMyAccountUpdateInput)
  .output(ZMyAccountDetail)
  .mutation(({ ctx, input: { id, ...form } }) => ctx.services.account.update(ctx.customer.id, id, form));
