import { sessionLookupProcedure } from '../../trpc.js';
import { ZGetUserInput, ZGetUserOutput, getUserMeta } from './get-user.types.js';

export const getUserRoute = sessionLookupProcedure
  .meta(getUserMeta)
  .input(ZGetUserInput)
  .output(ZGetUserOutput)
  .query(async ({ ctx }) => ({ user: await ctx.lookupStaff() }));
