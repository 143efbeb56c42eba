import { ZCaseList, ZCaseListInput } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { caseRest } from './case.rest.js';

export const listCaseRoute = staffProcedure
  .meta(caseRest.list)
  .input(ZCaseListInput)
  .output(ZCaseList)
  .query(({ ctx, input }) => ctx.services.case.list(input));
