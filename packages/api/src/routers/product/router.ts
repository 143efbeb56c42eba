import { router } from '../../trpc.js';
import { bulkUpdateProductRoute } from './bulk-update-product.js';
import { byIdsProductRoute } from './by-ids-product.js';
import { checkSkuProductRoute } from './check-sku-product.js';
import { checkSlugProductRoute } from './check-slug-product.js';
import { createProductRoute } from './create-product.js';
import { customerDetailProductRoute } from './customer-detail-product.js';
import { customerListProductRoute } from './customer-list-product.js';
import { deleteProductRoute } from './delete-product.js';
import { detailProductRoute } from './detail-product.js';
import { formOptionsProductRoute } from './form-options-product.js';
import { getListProductRoute } from './get-list-product.js';
import { roomTypePageProductRoute } from './room-type-page-product.js';
import { trendingProductRoute } from './trending-product.js';
import { updateProductRoute } from './update-product.js';
import { withAllProductRoute } from './with-all-product.js';

export const productRouter = router({
  getList: getListProductRoute,
  detail: detailProductRoute,
  create: createProductRoute,
  update: updateProductRoute,
  bulkUpdate: bulkUpdateProductRoute,
  formOptions: formOptionsProductRoute,
  checkSlug: checkSlugProductRoute,
  checkSku: checkSkuProductRoute,
  delete: deleteProductRoute,
  customerList: customerListProductRoute,
  withAll: withAllProductRoute,
  customerDetail: customerDetailProductRoute,
  byIds: byIdsProductRoute,
  trending: trendingProductRoute,
  roomTypePage: roomTypePageProductRoute,
});
