import { ZFitPassages, ZSavedFitPassages } from '@shop/domain';
import { customerProcedure } from '../../trpc.js';
import { accountRest } from './account.rest.js';

export const saveFitPassagesAccountRoute = customerProcedure
  .meta(accountRest.saveFitPassages)
  .input(ZFitPassages)
  .output(ZSavedFitPassages)
  .mutation(({ ctx, input }) => ctx.services.account.saveFitPassages(ctx.customer.id, input));
