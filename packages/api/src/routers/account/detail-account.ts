import { ZMyAccountDetail, ZNoInput } from '@shop/domain';
import { customerProcedure } from '../../trpc.js';
import { accountRest } from './account.rest.js';

export const detailAccountRoute = customerProcedure
  .meta(accountRest.detail)
  .input(ZNoInput)
  .output(ZMyAccountDetail)
  .query(({ ctx }) => ctx.services.account.detail(ctx.customer.id));
