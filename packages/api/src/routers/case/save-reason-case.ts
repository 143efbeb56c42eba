import { ZReturnReason, ZReturnReasonInput } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { caseRest } from './case.rest.js';

export const saveReasonCaseRoute = adminOnlyProcedure
  .meta(caseRest.saveReason)
  .input(ZReturnReasonInput)
  .output(ZReturnReason)
  .mutation(({ ctx, input }) => ctx.services.case.saveReason(input));
