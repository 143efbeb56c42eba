import { CART_MESSAGES, ZAccountMessage, ZCartRemindersInput } from '@shop/domain';
import { FieldValidationError } from '@shop/services';
import { shopperProcedure } from '../../trpc.js';
import { cartRest } from './cart.rest.js';

/** Checkout's first step: where a reminder would go, and whether the shopper wants one (a guest's session starts). */
export const remindersCartRoute = shopperProcedure
  .meta(cartRest.reminders)
  .input(ZCartRemindersInput)
  .output(ZAccountMessage)
  .mutation(async ({ ctx, input }) => {
    const buyer = ctx.shopper.buyer();
    const email = buyer.id !== null ? buyer.email : input.email;
    if (!email) throw new FieldValidationError({ email: [CART_MESSAGES.reminderEmail] });
    await ctx.services.cart.setReminders(
      { customerId: buyer.id, tokenHash: buyer.guestSessionHash ?? null },
      email,
      input.reminders,
    );
    return { success: true as const, message: input.reminders ? 'Reminder on.' : 'No reminders.' };
  });
