import { ZPromotionList, ZPromotionListInput } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { promotionRest } from './promotion.rest.js';

export const listPromotionRoute = staffProcedure
  .meta(promotionRest.list)
  .input(ZPromotionListInput)
  .output(ZPromotionList)
  .query(({ ctx, input }) => ctx.services.promotion.list(input));
