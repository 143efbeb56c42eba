import { ACCOUNT_MESSAGES, ZAccountMessage, ZForgotPasswordInput } from '@shop/domain';
import { mayMailAccount } from '../../rate-limit.js';
import { recoveryAttemptProcedure } from '../../trpc.js';
import { passwordResetRest } from './password-reset.rest.js';

/**
 * Limited per requesting address, never per email (strangers could then refuse the owner's own request); the
 * mail to one address is limited instead, silently: the answer is the same whether a mail goes or not.
 */
export const requestPasswordResetRoute = recoveryAttemptProcedure
  .meta(passwordResetRest.request)
  .input(ZForgotPasswordInput)
  .output(ZAccountMessage)
  .mutation(async ({ ctx, input }) => {
    if (await mayMailAccount(ctx.services, 'password-reset', input.email))
      await ctx.services.passwordReset.request(input.email);
    return { success: true as const, message: ACCOUNT_MESSAGES.resetSent };
  });
