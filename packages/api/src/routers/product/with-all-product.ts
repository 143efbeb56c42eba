import { ZProductPage, ZProductSlugInput } from '@shop/domain';
import { publicProcedure } from '../../trpc.js';
import { productRest } from './product.rest.js';

/** The product page; an inactive product answers 404 like a missing one. */
export const withAllProductRoute = publicProcedure
  .meta(productRest.withAll)
  .input(ZProductSlugInput)
  .output(ZProductPage)
  .query(({ ctx, input }) => ctx.services.product.store.withAll(input.slug, ctx.http.userAgent));
