import { ZPromotion, ZPromotionForm } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { promotionRest } from './promotion.rest.js';

export const createPromotionRoute = staffProcedure
  .meta(promotionRest.create)
  .input(ZPromotionForm)
  .output(ZPromotion)
  .mutation(({ ctx, input }) => ctx.services.promotion.create(input));
