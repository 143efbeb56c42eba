import { ZNoInput, ZReturnReason } from '@shop/domain';
import { z } from 'zod';
import { staffProcedure } from '../../trpc.js';
import { caseRest } from './case.rest.js';

export const reasonsCaseRoute = staffProcedure
  .meta(caseRest.reasons)
  .input(ZNoInput)
  .output(z.array(ZReturnReason))
  .query(({ ctx }) => ctx.services.case.reasons());
