import { GUEST_ORDERS_OFFERED, ZAccountMessage, ZNoInput } from '@shop/domain';
import { countGuestOrderOffer } from '../../rate-limit.js';
import { customerProcedure } from '../../trpc.js';
import { accountRest } from './account.rest.js';

/** The same answer whether or not guest orders exist; the link goes only to the account's own address. */
export const offerGuestOrdersAccountRoute = customerProcedure
  .meta(accountRest.offerGuestOrders)
  .input(ZNoInput)
  .output(ZAccountMessage)
  .mutation(async ({ ctx }) => {
    await countGuestOrderOffer(ctx.services, ctx.customer.id);
    await ctx.services.account.offerGuestOrders(ctx.customer.id);
    return { success: true as const, message: GUEST_ORDERS_OFFERED };
  });
