import { ACCOUNT_MESSAGES, ZAccountMessage, ZResetPasswordInput } from '@shop/domain';
import { recoveryAttemptProcedure } from '../../trpc.js';
import { passwordResetRest } from './password-reset.rest.js';

export const completePasswordResetRoute = recoveryAttemptProcedure
  .meta(passwordResetRest.complete)
  .input(ZResetPasswordInput)
  .output(ZAccountMessage)
  .mutation(async ({ ctx, input }) => {
    await ctx.services.passwordReset.resetPassword(input.token, input.password);
    return { success: true as const, message: ACCOUNT_MESSAGES.resetDone };
  });
