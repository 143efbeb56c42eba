import { ZCheckSlugInput, ZCheckSlugOutput } from '@shop/domain';
import { publicProcedure } from '../../trpc.js';
import { productRest } from './product.rest.js';

/** A read, so the form can ask as the user types; POST only because the legacy path says so. */
export const checkSlugProductRoute = publicProcedure
  .meta(productRest.checkSlug)
  .input(ZCheckSlugInput)
  .output(ZCheckSlugOutput)
  .query(({ ctx, input }) => ctx.services.product.admin.checkSlug(input.slug, input.excludeId));
