import { ZCustomerSession, ZRegisterInput } from '@shop/domain';
import { DEFAULT_MAIL_ORIGIN } from '@shop/services';
import { registerAttemptProcedure } from '../../trpc.js';
import { authRest } from './auth.rest.js';

/**
 * A new address: the account is made and signed in, as legacy clients expect, and welcomed by mail. An address
 * that has an account: a mail tells its owner how to sign in or reset the password, and the form shows one
 * sentence under the email that points to that mail, in the same time a new account takes.
 */
export const customerRegisterAuthRoute = registerAttemptProcedure
  .meta(authRest.customerRegister)
  .input(ZRegisterInput)
  .output(ZCustomerSession)
  .mutation(async ({ ctx, input }) => {
    const { customer, token } = await ctx.services.auth.register(
      input,
      ctx.http.origin ?? DEFAULT_MAIL_ORIGIN,
    );
    await ctx.services.auth.endSession(ctx.http.cookies.customer);
    ctx.http.setSessionCookie('customer', token);
    return { customer };
  });
