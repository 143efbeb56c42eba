import { registerAttemptProcedure } from '../../trpc.js';
import { ZCustomerSession, ZRegisterInput } from '@shop/domain';
import { authRest } from './auth.rest.js';

export const customerRegisterRoute = registerAttemptProcedure
  .meta(authRest.customerRegister)
  .input(ZRegisterInput)
  .output(ZCustomerSession)
  .mutation(async ({ ctx, input }) => {
    const { customer, token } = await ctx.services.customerAuth.register(input);
    await ctx.services.sessions.destroy(ctx.http.cookies.customer);
    ctx.http.setSessionCookie('customer', token);
    return { customer };
  });
