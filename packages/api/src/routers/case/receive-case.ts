import { ZCaseReceiveInput, ZStaffCaseView } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { caseRest } from './case.rest.js';

export const receiveCaseRoute = staffProcedure
  .meta(caseRest.receive)
  .input(ZCaseReceiveInput)
  .output(ZStaffCaseView)
  .mutation(({ ctx, input }) => ctx.services.case.receive(ctx.staff, input));
