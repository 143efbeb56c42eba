import { ZId, ZProductReturnPolicy } from '@shop/domain';
import { z } from 'zod';
import { staffProcedure } from '../../trpc.js';
import { caseRest } from './case.rest.js';

export const productPolicyCaseRoute = staffProcedure
  .meta(caseRest.productPolicy)
  .input(z.object({ productId: ZId }))
  .output(ZProductReturnPolicy)
  .query(({ ctx, input }) => ctx.services.case.productPolicy(input.productId));
