import { ZChangePasswordInput, ZSuccess } from '@shop/domain';
import { customerProcedure } from '../../trpc.js';
import { myAccountRest } from './my-account.rest.js';

export const changePasswordMyAccountRoute = customerProcedure
  .meta(myAccountRest.changePassword)
  .input(ZChangePasswordInput)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await ctx.services.myAccount.changePassword(ctx.customerSession, input);
    return { success: true as const };
  });
