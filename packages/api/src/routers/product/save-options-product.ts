import { ZProductOptionsInput, ZProductVariants } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { productRest } from './product.rest.js';

export const saveOptionsProductRoute = staffProcedure
  .meta(productRest.saveOptions)
  .input(ZProductOptionsInput)
  .output(ZProductVariants)
  .mutation(({ ctx, input }) => ctx.services.product.variants.saveOptions(input.id, input.options));
