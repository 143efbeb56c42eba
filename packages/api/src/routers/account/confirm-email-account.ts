import {
  ZAccountMessage,
  ZConfirmEmailInput,
  emailChangedMessage,
  guestOrdersAddedMessage,
  guestOrdersClaimedMessage,
} from '@shop/domain';
import { recoveryAttemptProcedure } from '../../trpc.js';
import { accountRest } from './account.rest.js';

/** Open to anyone with the link (it may be opened on another device): the token is the proof, rate limited. */
export const confirmEmailAccountRoute = recoveryAttemptProcedure
  .meta(accountRest.confirmEmail)
  .input(ZConfirmEmailInput)
  .output(ZAccountMessage)
  .mutation(async ({ ctx, input }) => {
    const { email, claimedOrders, moved } = await ctx.services.account.confirmEmail(input.token);
    const message = !moved
      ? guestOrdersAddedMessage(claimedOrders)
      : claimedOrders
        ? guestOrdersClaimedMessage(email, claimedOrders)
        : emailChangedMessage(email);
    return { success: true as const, message };
  });
