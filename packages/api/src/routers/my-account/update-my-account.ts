import { ZMyAccountDetail, ZMyAccountUpdateInput } from '@shop/domain';
import { customerProcedure } from '../../trpc.js';
import { myAccountRest } from './my-account.rest.js';

export const updateMyAccountRoute = customerProcedure
  .meta(myAccountRest.update)
  .input(ZMyAccountUpdateInput)
  .output(ZMyAccountDetail)
  .mutation(({ ctx, input: { id, ...form } }) =>
    ctx.services.myAccount.update(ctx.customer.id, id, form, ctx.http.origin),
  );
