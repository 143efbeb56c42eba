import { ZIdInput, ZSuccess } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { staffRest } from './staff.rest.js';

export const deleteStaffRoute = adminOnlyProcedure
  .meta(staffRest.delete)
  .input(ZIdInput)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await ctx.services.staff.delete(input.id, ctx.staff);
    return { success: true as const };
  });
