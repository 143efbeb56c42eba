import { ZCheckSlugInput, ZCheckSlugOutput } from '@shop/domain';
import { publicProcedure } from '../../trpc.js';
import { materialTypeRest } from './material-type.rest.js';

/** A read, so the form can ask as the user types; POST only because the legacy path says so. */
export const checkSlugMaterialTypeRoute = publicProcedure
  .meta(materialTypeRest.checkSlug)
  .input(ZCheckSlugInput)
  .output(ZCheckSlugOutput)
  .query(({ ctx, input }) => ctx.services.materialType.checkSlug(input.slug, input.excludeId));
