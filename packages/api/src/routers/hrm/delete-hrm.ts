import { ZIdInput, ZSuccess } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { hrmRest } from './hrm.rest.js';

export const deleteHrmRoute = adminOnlyProcedure
  .meta(hrmRest.delete)
  .input(ZIdInput)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await ctx.services.staff.delete(input.id, ctx.staff);
    return { success: true as const };
  });
