import { ZCaseRefundInput, ZStaffCaseView } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { caseRest } from './case.rest.js';

export const refundCaseRoute = adminOnlyProcedure
  .meta(caseRest.refund)
  .input(ZCaseRefundInput)
  .output(ZStaffCaseView)
  .mutation(({ ctx, input }) => ctx.services.case.refund(ctx.staff, input));
