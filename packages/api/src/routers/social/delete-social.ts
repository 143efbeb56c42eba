import { ZIdInput, ZSuccess } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { socialRest } from './social.rest.js';

export const deleteSocialRoute = staffProcedure
  .meta(socialRest.delete)
  .input(ZIdInput)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await ctx.services.social.delete(input.id);
    return { success: true as const };
  });
