import { ZIdInput, ZProductDetail } from '@shop/domain';
import { publicProcedure } from '../../trpc.js';
import { productRest } from './product.rest.js';

export const detailProductRoute = publicProcedure
  .meta(productRest.detail)
  .input(ZIdInput)
  .output(ZProductDetail)
  .query(({ ctx, input }) => ctx.services.product.admin.detail(input.id));
