import { authAttemptProcedure } from '../../trpc.js';
import { ZAdminAuth, ZLoginInput } from '@shop/domain';
import { authRest } from './auth.rest.js';

export const adminLoginAuthRoute = authAttemptProcedure
  .meta(authRest.adminLogin)
  .input(ZLoginInput)
  .output(ZAdminAuth)
  .mutation(async ({ ctx, input }) => {
    const { user, token } = await ctx.services.auth.adminLogin(input, ctx.beforeSignIn);
    // A fresh session id at every login: an old cookie planted before login is worth nothing.
    await ctx.services.auth.endSession(ctx.http.cookies.staff);
    ctx.http.setSessionCookie('staff', token);
    return { data: { user } };
  });
