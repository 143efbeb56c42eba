import { ZMyAccountDetail, ZNoInput } from '@shop/domain';
import { customerProcedure } from '../../trpc.js';
import { myAccountRest } from './my-account.rest.js';

export const detailMyAccountRoute = customerProcedure
  .meta(myAccountRest.detail)
  .input(ZNoInput)
  .output(ZMyAccountDetail)
  .query(({ ctx }) => ctx.services.myAccount.detail(ctx.customer.id));
