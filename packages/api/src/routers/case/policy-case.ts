import { ZNoInput, ZReturnPolicy } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { caseRest } from './case.rest.js';

export const policyCaseRoute = staffProcedure
  .meta(caseRest.policy)
  .input(ZNoInput)
  .output(ZReturnPolicy)
  .query(({ ctx }) => ctx.services.case.policy());
