import { ZProductReturnPolicy } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { caseRest } from './case.rest.js';

export const saveProductPolicyCaseRoute = adminOnlyProcedure
  .meta(caseRest.saveProductPolicy)
  .input(ZProductReturnPolicy)
  .output(ZProductReturnPolicy)
  .mutation(({ ctx, input }) => ctx.services.case.saveProductPolicy(input));
