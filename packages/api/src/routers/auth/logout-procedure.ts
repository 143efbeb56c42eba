import { ZNoInput, ZSuccess } from '@shop/domain';
import type { TSessionRealm } from '../../context.js';
import type { TMeta } from '../../rest.js';
import { publicProcedure } from '../../trpc.js';

/** Logging out is harmless without a session, so it needs none. One realm's cookie is ended, the other's kept. */
export const logoutProcedure = (realm: TSessionRealm, meta: TMeta) =>
  publicProcedure
    .meta(meta)
    .input(ZNoInput)
    .output(ZSuccess)
    .mutation(async ({ ctx }) => {
      await ctx.services.auth.endSession(ctx.http.cookies[realm]);
      ctx.http.setSessionCookie(realm, null);
      return { success: true as const };
    });
