import { staffProcedure } from '../../trpc.js';
import { ZChangePasswordInput, ZSuccess } from '@shop/domain';
import { authRest } from './auth.rest.js';

export const changePasswordAuthRoute = staffProcedure
  .meta(authRest.changePassword)
  .input(ZChangePasswordInput)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await ctx.services.auth.changePassword(ctx.staffSession, input);
    return { success: true as const };
  });
