import { ZPromotion, ZPromotionUpdateInput } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { promotionRest } from './promotion.rest.js';

export const updatePromotionRoute = staffProcedure
  .meta(promotionRest.update)
  .input(ZPromotionUpdateInput)
  .output(ZPromotion)
  .mutation(({ ctx, input: { id, ...form } }) => ctx.services.promotion.update(id, form));
