import { ZIdInput, ZSuccess } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { materialRest } from './material.rest.js';

export const deleteMaterialRoute = staffProcedure
  .meta(materialRest.delete)
  .input(ZIdInput)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await ctx.services.material.delete(input.id);
    return { success: true as const };
  });
