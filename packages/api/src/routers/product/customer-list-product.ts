import { ZCustomerProductListInput, ZProductCardList } from '@shop/domain';
import { publicProcedure } from '../../trpc.js';
import { productRest } from './product.rest.js';

/** The storefront's product list: active products only, as cards. */
export const customerListProductRoute = publicProcedure
  .meta(productRest.customerList)
  .input(ZCustomerProductListInput)
  .output(ZProductCardList)
  .query(({ ctx, input }) => ctx.services.product.store.customerList(input));
