import { ZGenerateVariantsInput, ZGenerateVariantsResult } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { productRest } from './product.rest.js';

export const generateVariantsProductRoute = staffProcedure
  .meta(productRest.generateVariants)
  .input(ZGenerateVariantsInput)
  .output(ZGenerateVariantsResult)
  .mutation(({ ctx, input }) => ctx.services.product.variants.generateVariants(input.id));
