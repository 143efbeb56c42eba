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
import { variantsProductRoute } from './variants-product.js';
import { saveOptionsProductRoute } from './save-options-product.js';
import { generateVariantsProductRoute } from './generate-variants-product.js';
import { updateVariantProductRoute } from './update-variant-product.js';
import { bulkSetVariantsProductRoute } from './bulk-set-variants-product.js';
import { deleteVariantProductRoute } from './delete-variant-product.js';
import { bySkuProductRoute } from './by-sku-product.js';

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
  variants: variantsProductRoute,
  saveOptions: saveOptionsProductRoute,
  generateVariants: generateVariantsProductRoute,
  updateVariant: updateVariantProductRoute,
  bulkSetVariants: bulkSetVariantsProductRoute,
  deleteVariant: deleteVariantProductRoute,
  bySku: bySkuProductRoute,
});
