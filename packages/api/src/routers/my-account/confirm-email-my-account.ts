import { ZAccountMessage, ZConfirmEmailInput, emailChangedMessage } from '@shop/domain';
import { recoveryAttemptProcedure } from '../../trpc.js';
import { myAccountRest } from './my-account.rest.js';

/** Open to anyone with the link (it may be opened on another device): the token is the proof, rate limited. */
export const confirmEmailMyAccountRoute = recoveryAttemptProcedure
  .meta(myAccountRest.confirmEmail)
  .input(ZConfirmEmailInput)
  .output(ZAccountMessage)
  .mutation(async ({ ctx, input }) => {
    const { email } = await ctx.services.myAccount.confirmEmail(input.token);
    return { success: true as const, message: emailChangedMessage(email) };
  });
