import { ZReturnPolicy } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { caseRest } from './case.rest.js';

export const savePolicyCaseRoute = adminOnlyProcedure
  .meta(caseRest.savePolicy)
  .input(ZReturnPolicy)
  .output(ZReturnPolicy)
  .mutation(({ ctx, input }) => ctx.services.case.savePolicy(input));
