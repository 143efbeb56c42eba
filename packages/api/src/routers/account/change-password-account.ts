import { ZChangePasswordInput, ZSuccess } from '@shop/domain';
import { customerProcedure } from '../../trpc.js';
import { accountRest } from './account.rest.js';

export const changePasswordAccountRoute = customerProcedure
  .meta(accountRest.changePassword)
  .input(ZChangePasswordInput)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await ctx.services.account.changePassword(ctx.customerSession, input);
    return { success: true as const };
  });
