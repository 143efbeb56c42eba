import { authAttemptProcedure } from '../../trpc.js';
import { ZCustomerSession, ZLoginInput } from '@shop/domain';
import { authRest } from './auth.rest.js';

export const customerLoginAuthRoute = authAttemptProcedure
  .meta(authRest.customerLogin)
  .input(ZLoginInput)
  .output(ZCustomerSession)
  .mutation(async ({ ctx, input }) => {
    const { customer, token } = await ctx.services.auth.customerLogin(input, ctx.beforeSignIn);
    await ctx.services.auth.endSession(ctx.http.cookies.customer);
    ctx.http.setSessionCookie('customer', token);
    return { customer };
  });
