import { ZIdInput, ZProductDeleteResult } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { productRest } from './product.rest.js';

export const deleteProductRoute = staffProcedure
  .meta(productRest.delete)
  .input(ZIdInput)
  .output(ZProductDeleteResult)
  .mutation(({ ctx, input }) => ctx.services.product.admin.delete(input.id));
