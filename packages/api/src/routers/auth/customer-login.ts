import { authAttemptProcedure } from '../../trpc.js';
import { ZCustomerSession, ZLoginInput } from '@shop/domain';
import { authRest } from './auth.rest.js';

export const customerLoginRoute = authAttemptProcedure
  .meta(authRest.customerLogin)
  .input(ZLoginInput)
  .output(ZCustomerSession)
  .mutation(async ({ ctx, input }) => {
    const { customer, token } = await ctx.services.customerAuth.login(input, ctx.beforeSignIn);
    await ctx.services.sessions.destroy(ctx.http.cookies.customer);
    ctx.http.setSessionCookie('customer', token);
    return { customer };
  });
