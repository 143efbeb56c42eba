import { ZVariantBulkSetInput, ZVariantBulkSetResult } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { productRest } from './product.rest.js';

export const bulkSetVariantsProductRoute = staffProcedure
  .meta(productRest.bulkSetVariants)
  .input(ZVariantBulkSetInput)
  .output(ZVariantBulkSetResult)
  .mutation(({ ctx, input }) => ctx.services.product.variants.bulkSetVariants(input));
