import { STAFF_MESSAGES, ZAccountMessage, ZStaffSetPasswordInput } from '@shop/domain';
import { authAttemptProcedure } from '../../trpc.js';
import { staffRest } from './staff.rest.js';

/** Open (the invited member has no session yet) and limited per client address like a login. */
export const setPasswordStaffRoute = authAttemptProcedure
  .meta(staffRest.setPassword)
  .input(ZStaffSetPasswordInput)
  .output(ZAccountMessage)
  .mutation(async ({ ctx, input }) => {
    await ctx.services.staff.setPassword(input);
    return { success: true as const, message: STAFF_MESSAGES.passwordSet };
  });
