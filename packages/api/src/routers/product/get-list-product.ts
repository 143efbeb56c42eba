import { ZProductList, ZProductListInput } from '@shop/domain';
import { publicProcedure } from '../../trpc.js';
import { productRest } from './product.rest.js';

/** Products are public catalogue data; the back-office table reads the same list with its filters. */
export const getListProductRoute = publicProcedure
  .meta(productRest.getList)
  .input(ZProductListInput)
  .output(ZProductList)
  .query(({ ctx, input }) => ctx.services.product.admin.getList(input));
