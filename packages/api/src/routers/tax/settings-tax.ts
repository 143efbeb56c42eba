import { ZNoInput, ZTaxSettings } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { taxRest } from './tax.rest.js';

export const settingsTaxRoute = adminOnlyProcedure
  .meta(taxRest.settings)
  .input(ZNoInput)
  .output(ZTaxSettings)
  .query(({ ctx }) => ctx.services.tax.settings());
