import { ZSkuLookup, ZSkuLookupInput } from '@shop/domain';
import { publicProcedure } from '../../trpc.js';
import { productRest } from './product.rest.js';

/** Which product and variant a SKU names (shared ?variant= links, legacy clients); 404 for an unknown SKU. */
export const bySkuProductRoute = publicProcedure
  .meta(productRest.bySku)
  .input(ZSkuLookupInput)
  .output(ZSkuLookup)
  .query(({ ctx, input }) => ctx.services.product.variants.bySku(input.sku));
