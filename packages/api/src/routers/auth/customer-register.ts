import { registerAttemptProcedure } from '../../trpc.js';
import {
  ZCustomerRegisterInput,
  ZCustomerRegisterOutput,
  customerRegisterMeta,
} from './customer-register.types.js';

export const customerRegisterRoute = registerAttemptProcedure
  .meta(customerRegisterMeta)
  .input(ZCustomerRegisterInput)
  .output(ZCustomerRegisterOutput)
  .mutation(async ({ ctx, input }) => {
    const { customer, token } = await ctx.services.customerAuth.register(input);
    await ctx.services.sessions.destroy(ctx.http.cookies.customer);
    ctx.http.setSessionCookie('customer', token);
    return { customer };
  });
