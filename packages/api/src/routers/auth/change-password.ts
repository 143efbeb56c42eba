import { staffProcedure } from '../../trpc.js';
import { ZChangePasswordInput, ZChangePasswordOutput, changePasswordMeta } from './change-password.types.js';

export const changePasswordRoute = staffProcedure
  .meta(changePasswordMeta)
  .input(ZChangePasswordInput)
  .output(ZChangePasswordOutput)
  .mutation(async ({ ctx, input }) => {
    await ctx.services.staffAuth.changePassword(ctx.staffSession, input);
    return { success: true as const };
  });
