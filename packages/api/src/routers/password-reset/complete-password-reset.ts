import { ACCOUNT_MESSAGES, ZAccountMessage, ZResetPasswordInput } from '@shop/domain';
import { trustAfterRecovery } from '../../rate-limit.js';
import { recoveryAttemptProcedure } from '../../trpc.js';
import { passwordResetRest } from './password-reset.rest.js';

export const completePasswordResetRoute = recoveryAttemptProcedure
  .meta(passwordResetRest.complete)
  .input(ZResetPasswordInput)
  .output(ZAccountMessage)
  .mutation(async ({ ctx, input }) => {
    const { email } = await ctx.services.passwordReset.complete(input.token, input.password);
    // The reset link proved the mailbox: this browser may sign in even while strangers' guesses hold the account.
    await trustAfterRecovery(ctx.services, 'auth.customerLogin', email, ctx.http);
    return { success: true as const, message: ACCOUNT_MESSAGES.resetDone };
  });
