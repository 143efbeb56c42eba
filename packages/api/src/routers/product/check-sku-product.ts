import { ZCheckSkuInput, ZCheckSlugOutput } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { productRest } from './product.rest.js';

/** A read, so the product form can ask as staff type a SKU; POST like the slug check beside it. */
export const checkSkuProductRoute = staffProcedure
  .meta(productRest.checkSku)
  .input(ZCheckSkuInput)
  .output(ZCheckSlugOutput)
  .query(({ ctx, input }) =>
    ctx.services.product.admin.checkSku(input.sku, input.excludeId, input.excludeVariantId),
  );
