import { ZCaseApproveInput, ZStaffCaseView } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { caseRest } from './case.rest.js';

export const approveCaseRoute = staffProcedure
  .meta(caseRest.approve)
  .input(ZCaseApproveInput)
  .output(ZStaffCaseView)
  .mutation(({ ctx, input }) => ctx.services.case.approve(ctx.staff, input));
