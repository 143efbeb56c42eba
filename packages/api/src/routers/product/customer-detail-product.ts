import { ZIdInput, ZProductPage } from '@shop/domain';
import { publicProcedure } from '../../trpc.js';
import { productRest } from './product.rest.js';

export const customerDetailProductRoute = publicProcedure
  .meta(productRest.customerDetail)
  .input(ZIdInput)
  .output(ZProductPage)
  .query(({ ctx, input }) => ctx.services.product.store.customerDetail(input.id, ctx.http.userAgent));
