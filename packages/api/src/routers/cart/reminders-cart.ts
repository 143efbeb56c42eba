import { CART_MESSAGES, ZAccountMessage, ZCartRemindersInput } from '@shop/domain';
import { FieldValidationError } from '@shop/services';
import { countNewCart } from '../../rate-limit.js';
import { shopperProcedure } from '../../trpc.js';
import { cartRest } from './cart.rest.js';

/**
 * Checkout's first step, as soon as the shopper chooses: where a reminder would go, and whether they want one (a
 * guest's session starts with a yes). A guest's no needs no email: it only turns the reminder off.
 */
export const remindersCartRoute = shopperProcedure
  .meta(cartRest.reminders)
  .input(ZCartRemindersInput)
  .output(ZAccountMessage)
  .mutation(async ({ ctx, input }) => {
    const buyer = ctx.shopper.buyer({ create: input.reminders || !!input.email });
    const email = buyer.id !== null ? buyer.email : input.email;
    if (!email && input.reminders) throw new FieldValidationError({ email: [CART_MESSAGES.reminderEmail] });
    await ctx.services.cart.reminders(
      { customerId: buyer.id, tokenHash: buyer.guestSessionHash ?? null },
      email,
      input.reminders,
      () => countNewCart(ctx.services, ctx.http.ip),
    );
    return { success: true as const, message: input.reminders ? 'Reminder on.' : 'No reminders.' };
  });
