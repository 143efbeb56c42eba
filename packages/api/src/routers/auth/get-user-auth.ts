import { sessionLookupProcedure } from '../../trpc.js';
import { ZNoInput, ZUserLookup } from '@shop/domain';
import { authRest } from './auth.rest.js';

export const getUserAuthRoute = sessionLookupProcedure
  .meta(authRest.getUser)
  .input(ZNoInput)
  .output(ZUserLookup)
  .query(async ({ ctx }) => ({ user: await ctx.lookupStaff() }));
