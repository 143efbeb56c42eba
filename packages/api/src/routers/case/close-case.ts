import { ZIdInput, ZStaffCaseView } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { caseRest } from './case.rest.js';

export const closeCaseRoute = staffProcedure
  .meta(caseRest.close)
  .input(ZIdInput)
  .output(ZStaffCaseView)
  .mutation(({ ctx, input }) => ctx.services.case.close(ctx.staff, input));
