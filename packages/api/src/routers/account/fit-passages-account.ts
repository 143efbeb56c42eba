import { ZNoInput, ZSavedFitPassages } from '@shop/domain';
import { customerProcedure } from '../../trpc.js';
import { accountRest } from './account.rest.js';

export const fitPassagesAccountRoute = customerProcedure
  .meta(accountRest.fitPassages)
  .input(ZNoInput)
  .output(ZSavedFitPassages)
  .query(({ ctx }) => ctx.services.account.fitPassages(ctx.customer.id));
