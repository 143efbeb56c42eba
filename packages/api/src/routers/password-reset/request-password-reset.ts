import { ACCOUNT_MESSAGES, ZAccountMessage, ZForgotPasswordInput } from '@shop/domain';
import { recoveryAttemptProcedure } from '../../trpc.js';
import { passwordResetRest } from './password-reset.rest.js';

export const requestPasswordResetRoute = recoveryAttemptProcedure
  .meta(passwordResetRest.request)
  .input(ZForgotPasswordInput)
  .output(ZAccountMessage)
  .mutation(async ({ ctx, input }) => {
    await ctx.services.passwordReset.requestReset(input.email, ctx.http.origin);
    return { success: true as const, message: ACCOUNT_MESSAGES.resetSent };
  });
