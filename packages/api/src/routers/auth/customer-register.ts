import { ACCOUNT_MESSAGES, ZCustomerSession, ZRegisterInput } from '@shop/domain';
import { accountMails, DEFAULT_MAIL_ORIGIN, FieldValidationError } from '@shop/services';
import { registerAttemptProcedure } from '../../trpc.js';
import { authRest } from './auth.rest.js';

/**
 * A new address: the account is made and signed in, as legacy clients expect, and welcomed by mail. An address
 * that has an account: a mail tells its owner how to sign in or reset the password, and the form shows one
 * sentence under the email that points to that mail, in the same time a new account takes.
 */
export const customerRegisterRoute = registerAttemptProcedure
  .meta(authRest.customerRegister)
  .input(ZRegisterInput)
  .output(ZCustomerSession)
  .mutation(async ({ ctx, input }) => {
    const registration = await ctx.services.customerAuth.register(input);
    const origin = ctx.http.origin ?? DEFAULT_MAIL_ORIGIN;
    if (!registration.created) {
      const { name, email } = registration.existing;
      if (!registration.blocked)
        ctx.services.accountMail.send((shop) => accountMails.alreadyRegistered(email, name, shop, origin));
      throw new FieldValidationError({ email: [ACCOUNT_MESSAGES.registeredAlready] });
    }
    const { customer, token } = registration;
    await ctx.services.sessions.destroy(ctx.http.cookies.customer);
    ctx.http.setSessionCookie('customer', token);
    ctx.services.accountMail.send((shop) =>
      accountMails.welcome(customer.email, customer.name, shop, origin),
    );
    return { customer };
  });
