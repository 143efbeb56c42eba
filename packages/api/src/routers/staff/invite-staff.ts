import { ZIdInput, ZStaffInvitationSent } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { staffRest } from './staff.rest.js';

export const inviteStaffRoute = adminOnlyProcedure
  .meta(staffRest.invite)
  .input(ZIdInput)
  .output(ZStaffInvitationSent)
  .mutation(async ({ ctx, input }) => ({ invitation: await ctx.services.staff.invite(input.id, ctx.staff) }));
