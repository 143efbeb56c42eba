import { ZIdInput, ZPromotion } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { promotionRest } from './promotion.rest.js';

export const detailPromotionRoute = staffProcedure
  .meta(promotionRest.detail)
  .input(ZIdInput)
  .output(ZPromotion)
  .query(({ ctx, input }) => ctx.services.promotion.detail(input.id));
