import { ZTaxReportInput } from '@shop/domain';
import { z } from 'zod';
import { adminOnlyProcedure } from '../../trpc.js';
import { taxRest } from './tax.rest.js';

export const reportCsvTaxRoute = adminOnlyProcedure
  .meta(taxRest.reportCsv)
  .input(ZTaxReportInput)
  .output(z.object({ filename: z.string(), csv: z.string() }))
  .query(({ ctx, input }) => ctx.services.tax.reportCsv(input));
