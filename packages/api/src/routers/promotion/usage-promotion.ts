import { ZPromotionUsage, ZPromotionUsageInput } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { promotionRest } from './promotion.rest.js';

export const usagePromotionRoute = staffProcedure
  .meta(promotionRest.usage)
  .input(ZPromotionUsageInput)
  .output(ZPromotionUsage)
  .query(({ ctx, input }) => ctx.services.promotion.usage(input));
