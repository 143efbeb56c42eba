import { ZMyAccountDetail, ZNoInput } from '@shop/domain';
import { customerProcedure } from '../../trpc.js';
import { myAccountRest } from './my-account.rest.js';

export const cancelEmailChangeMyAccountRoute = customerProcedure
  .meta(myAccountRest.cancelEmailChange)
  .input(ZNoInput)
  .output(ZMyAccountDetail)
  .mutation(({ ctx }) => ctx.services.myAccount.cancelEmailChange(ctx.customer.id));
