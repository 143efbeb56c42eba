import { ZTaxOverridePreview, ZTaxOverridePreviewInput } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { taxRest } from './tax.rest.js';

/** A POST although it changes nothing: the file's text is too large for a query string. */
export const previewOverridesTaxRoute = adminOnlyProcedure
  .meta(taxRest.previewOverrides)
  .input(ZTaxOverridePreviewInput)
  .output(ZTaxOverridePreview)
  .mutation(({ ctx, input }) => ctx.services.tax.previewOverrides(input));
