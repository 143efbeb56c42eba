import { ZMyAccountDetail, ZNoInput } from '@shop/domain';
import { customerProcedure } from '../../trpc.js';
import { accountRest } from './account.rest.js';

export const cancelEmailChangeAccountRoute = customerProcedure
  .meta(accountRest.cancelEmailChange)
  .input(ZNoInput)
  .output(ZMyAccountDetail)
  .mutation(({ ctx }) => ctx.services.account.cancelEmailChange(ctx.customer.id));
