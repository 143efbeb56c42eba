import { CART_MESSAGES, ZAccountMessage, ZCartLinkInput } from '@shop/domain';
import { publicProcedure } from '../../trpc.js';
import { cartRest } from './cart.rest.js';

/** No login needed: the link's token is the proof. */
export const unsubscribeCartRoute = publicProcedure
  .meta(cartRest.unsubscribe)
  .input(ZCartLinkInput)
  .output(ZAccountMessage)
  .mutation(async ({ ctx, input }) => {
    await ctx.services.cart.unsubscribe(input.token);
    return { success: true as const, message: CART_MESSAGES.unsubscribed };
  });
