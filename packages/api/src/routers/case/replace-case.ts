import { ZIdInput, ZStaffCaseView } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { caseRest } from './case.rest.js';

export const replaceCaseRoute = adminOnlyProcedure
  .meta(caseRest.replace)
  .input(ZIdInput)
  .output(ZStaffCaseView)
  .mutation(({ ctx, input }) => ctx.services.case.replace(ctx.staff, input));
