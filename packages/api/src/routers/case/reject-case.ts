import { ZCaseRejectInput, ZStaffCaseView } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { caseRest } from './case.rest.js';

export const rejectCaseRoute = staffProcedure
  .meta(caseRest.reject)
  .input(ZCaseRejectInput)
  .output(ZStaffCaseView)
  .mutation(({ ctx, input }) => ctx.services.case.reject(ctx.staff, input));
