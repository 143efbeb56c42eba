import { authAttemptProcedure } from '../../trpc.js';
import { ZAdminLoginInput, ZAdminLoginOutput, adminLoginMeta } from './admin-login.types.js';

export const adminLoginRoute = authAttemptProcedure
  .meta(adminLoginMeta)
  .input(ZAdminLoginInput)
  .output(ZAdminLoginOutput)
  .mutation(async ({ ctx, input }) => {
    const { user, token } = await ctx.services.staffAuth.login(input);
    // A fresh session id at every login: an old cookie planted before login is worth nothing.
    await ctx.services.sessions.destroy(ctx.http.cookies.staff);
    ctx.http.setSessionCookie('staff', token);
    return { data: { user } };
  });
