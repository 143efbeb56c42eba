import { ZIdInput, ZProductVariants } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { productRest } from './product.rest.js';

/** The back-office's options and variant table of one product (inactive variants included). */
export const variantsProductRoute = staffProcedure
  .meta(productRest.variants)
  .input(ZIdInput)
  .output(ZProductVariants)
  .query(({ ctx, input }) => ctx.services.product.variants.variants(input.id));
