import { ZIdInput, ZSuccess } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { promotionRest } from './promotion.rest.js';

export const deletePromotionRoute = staffProcedure
  .meta(promotionRest.delete)
  .input(ZIdInput)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await ctx.services.promotion.delete(input.id);
    return { success: true as const };
  });
