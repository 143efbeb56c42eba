import { ZSuccess, ZVariantIdInput } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { productRest } from './product.rest.js';

export const deleteVariantProductRoute = staffProcedure
  .meta(productRest.deleteVariant)
  .input(ZVariantIdInput)
  .output(ZSuccess)
  .mutation(({ ctx, input }) => ctx.services.product.variants.deleteVariant(input.id, input.variantId));
