import { ZProductCards, ZTrendingInput } from '@shop/domain';
import { publicProcedure } from '../../trpc.js';
import { productRest } from './product.rest.js';

export const trendingProductRoute = publicProcedure
  .meta(productRest.trending)
  .input(ZTrendingInput)
  .output(ZProductCards)
  .query(({ ctx, input }) => ctx.services.product.store.trending(input?.limit));
