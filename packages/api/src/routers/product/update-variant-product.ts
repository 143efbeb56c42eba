import { ZVariant, ZVariantUpdateInput } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { productRest } from './product.rest.js';

/** Saves one variant's row alone: a product of 400 variants writes one. */
export const updateVariantProductRoute = staffProcedure
  .meta(productRest.updateVariant)
  .input(ZVariantUpdateInput)
  .output(ZVariant)
  .mutation(({ ctx, input }) => ctx.services.product.variants.updateVariant(input.id, input));
