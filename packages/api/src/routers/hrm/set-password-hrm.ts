import { STAFF_MESSAGES, ZAccountMessage, ZStaffSetPasswordInput } from '@shop/domain';
import { authAttemptProcedure } from '../../trpc.js';
import { hrmRest } from './hrm.rest.js';

/** Open (the invited member has no session yet) and limited per client address like a login. */
export const setPasswordHrmRoute = authAttemptProcedure
  .meta(hrmRest.setPassword)
  .input(ZStaffSetPasswordInput)
  .output(ZAccountMessage)
  .mutation(async ({ ctx, input }) => {
    await ctx.services.staffInvitations.setPassword(input);
    return { success: true as const, message: STAFF_MESSAGES.passwordSet };
  });
