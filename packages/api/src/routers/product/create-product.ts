import { ZProductDetail, ZProductForm } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { productRest } from './product.rest.js';

export const createProductRoute = staffProcedure
  .meta(productRest.create)
  .input(ZProductForm)
  .output(ZProductDetail)
  .mutation(({ ctx, input }) => ctx.services.product.admin.create(input));
