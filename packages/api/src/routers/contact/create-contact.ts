import { CONTACT_MESSAGES, ZContactForm, ZContactSent } from '@shop/domain';
import { countContactMessage } from '../../rate-limit.js';
import { publicProcedure } from '../../trpc.js';
import { contactRest } from './contact.rest.js';

/**
 * Counted against the sender's address only once the fields are valid: a visitor correcting a typo is not
 * spending their allowance. A bot's honeypot message counts too, and gets the same answer as a person's.
 */
export const createContactRoute = publicProcedure
  .meta(contactRest.create)
  .input(ZContactForm)
  .output(ZContactSent)
  .mutation(async ({ ctx, input }) => {
    await countContactMessage(ctx.services, ctx.http.ip);
    await ctx.services.contact.create(input);
    return { success: true as const, message: CONTACT_MESSAGES.sent };
  });
