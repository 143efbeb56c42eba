import { ZCaseMessageInput, ZStaffCaseView } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { caseRest } from './case.rest.js';

export const noteCaseRoute = staffProcedure
  .meta(caseRest.note)
  .input(ZCaseMessageInput)
  .output(ZStaffCaseView)
  .mutation(({ ctx, input }) => ctx.services.case.note(ctx.staff, input));
