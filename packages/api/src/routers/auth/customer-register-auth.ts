import { ZCustomerSession, ZRegisterInput } from '@shop/domain';
import { mayMailAccount } from '../../rate-limit.js';
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
    // Limited per requesting address (registerAttemptProcedure), never per email: strangers' attempts must not hold
    // the owner's sign-up. What strangers can send to one address, "you already have an account", is limited
    // instead, silently; counted for every attempt, so that the answer takes the same time either way.
    const mailIfRegistered = await mayMailAccount(ctx.services, 'registration', input.email);
    const { customer, token } = await ctx.services.auth.customerRegister(input, { mailIfRegistered });
    await ctx.services.auth.endSession(ctx.http.cookies.customer);
    ctx.http.setSessionCookie('customer', token);
    return { customer };
  });
