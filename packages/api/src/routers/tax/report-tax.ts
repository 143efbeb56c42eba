import { ZTaxReport, ZTaxReportInput } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { taxRest } from './tax.rest.js';

export const reportTaxRoute = adminOnlyProcedure
  .meta(taxRest.report)
  .input(ZTaxReportInput)
  .output(ZTaxReport)
  .query(({ ctx, input }) => ctx.services.tax.report(input));
