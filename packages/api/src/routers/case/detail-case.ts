import { ZIdInput, ZStaffCaseView } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { caseRest } from './case.rest.js';

export const detailCaseRoute = staffProcedure
  .meta(caseRest.detail)
  .input(ZIdInput)
  .output(ZStaffCaseView)
  .query(({ ctx, input }) => ctx.services.case.detail(input.id));
