import { ZIdInput, ZSuccess } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { materialTypeRest } from './material-type.rest.js';

export const deleteMaterialTypeRoute = staffProcedure
  .meta(materialTypeRest.delete)
  .input(ZIdInput)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await ctx.services.materialType.delete(input.id);
    return { success: true as const };
  });
