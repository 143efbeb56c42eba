import { ZProductDetail, ZProductUpdateInput } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { productRest } from './product.rest.js';

export const updateProductRoute = staffProcedure
  .meta(productRest.update)
  .input(ZProductUpdateInput)
  .output(ZProductDetail)
  .mutation(({ ctx, input: { id, ...form } }) => ctx.services.product.admin.update(id, form));
