import { ZAccountMessage, ZConfirmEmailInput, emailChangedMessage } from '@shop/domain';
import { recoveryAttemptProcedure } from '../../trpc.js';
import { accountRest } from './account.rest.js';

/** Open to anyone with the link (it may be opened on another device): the token is the proof, rate limited. */
export const confirmEmailAccountRoute = recoveryAttemptProcedure
  .meta(accountRest.confirmEmail)
  .input(ZConfirmEmailInput)
  .output(ZAccountMessage)
  .mutation(async ({ ctx, input }) => {
    const { email } = await ctx.services.account.confirmEmail(input.token);
    return { success: true as const, message: emailChangedMessage(email) };
  });
