import { ZTaxOverrideImportInput, ZTaxOverrideImportResult } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { taxRest } from './tax.rest.js';

export const importOverridesTaxRoute = adminOnlyProcedure
  .meta(taxRest.importOverrides)
  .input(ZTaxOverrideImportInput)
  .output(ZTaxOverrideImportResult)
  .mutation(({ ctx, input }) => ctx.services.tax.importOverrides(input, ctx.staff));
