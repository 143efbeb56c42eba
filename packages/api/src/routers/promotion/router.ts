import { router } from '../../trpc.js';
import { createPromotionRoute } from './create-promotion.js';
import { deletePromotionRoute } from './delete-promotion.js';
import { detailPromotionRoute } from './detail-promotion.js';
import { listPromotionRoute } from './list-promotion.js';
import { updatePromotionRoute } from './update-promotion.js';
import { usagePromotionRoute } from './usage-promotion.js';

export const promotionRouter = router({
  list: listPromotionRoute,
  detail: detailPromotionRoute,
  create: createPromotionRoute,
  update: updatePromotionRoute,
  delete: deletePromotionRoute,
  usage: usagePromotionRoute,
});
