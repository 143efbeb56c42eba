import type { TSessionRealm } from '../../context.js';
import { publicProcedure } from '../../trpc.js';
import { ZNoInput, ZSuccess } from '@shop/domain';
import { authRest } from './auth.rest.js';

/** Logging out is harmless without a session, so it needs none. */
const logout = (realm: TSessionRealm) =>
  publicProcedure
    .meta(realm === 'staff' ? authRest.adminLogout : authRest.customerLogout)
    .input(ZNoInput)
    .output(ZSuccess)
    .mutation(async ({ ctx }) => {
      await ctx.services.sessions.destroy(ctx.http.cookies[realm]);
      ctx.http.setSessionCookie(realm, null);
      return { success: true as const };
    });

export const adminLogoutRoute = logout('staff');
export const customerLogoutRoute = logout('customer');
