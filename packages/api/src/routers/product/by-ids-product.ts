import { ZCartProducts, ZProductIdsInput } from '@shop/domain';
import { publicProcedure } from '../../trpc.js';
import { productRest } from './product.rest.js';

/** Prices for a cart or a guest's wishlist kept in the browser. */
export const byIdsProductRoute = publicProcedure
  .meta(productRest.byIds)
  .input(ZProductIdsInput)
  .output(ZCartProducts)
  .query(({ ctx, input }) => ctx.services.product.store.byIds(input.ids));
