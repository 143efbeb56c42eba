import { authAttemptProcedure } from '../../trpc.js';
import { ZCustomerLoginInput, ZCustomerLoginOutput, customerLoginMeta } from './customer-login.types.js';

export const customerLoginRoute = authAttemptProcedure
  .meta(customerLoginMeta)
  .input(ZCustomerLoginInput)
  .output(ZCustomerLoginOutput)
  .mutation(async ({ ctx, input }) => {
    const { customer, token } = await ctx.services.customerAuth.login(input);
    await ctx.services.sessions.destroy(ctx.http.cookies.customer);
    ctx.http.setSessionCookie('customer', token);
    return { customer };
  });
