import { sessionLookupProcedure } from '../../trpc.js';
import { ZNoInput, ZUserLookup } from '@shop/domain';
import { authRest } from './auth.rest.js';

export const getUserRoute = sessionLookupProcedure
  .meta(authRest.getUser)
  .input(ZNoInput)
  .output(ZUserLookup)
  .query(async ({ ctx }) => ({ user: await ctx.lookupStaff() }));
