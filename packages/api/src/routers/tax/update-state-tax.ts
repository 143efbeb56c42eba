import { ZTaxStateRate, ZTaxStateUpdateInput } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { taxRest } from './tax.rest.js';

export const updateStateTaxRoute = adminOnlyProcedure
  .meta(taxRest.updateState)
  .input(ZTaxStateUpdateInput)
  .output(ZTaxStateRate)
  .mutation(({ ctx, input }) => ctx.services.tax.updateState(input, ctx.staff));
