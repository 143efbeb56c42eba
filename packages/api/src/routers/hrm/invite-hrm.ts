import { ZIdInput, ZStaffInvitationSent } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { hrmRest } from './hrm.rest.js';

export const inviteHrmRoute = adminOnlyProcedure
  .meta(hrmRest.invite)
  .input(ZIdInput)
  .output(ZStaffInvitationSent)
  .mutation(async ({ ctx, input }) => ({ invitation: await ctx.services.staff.invite(input.id, ctx.staff) }));
