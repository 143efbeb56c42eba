import { sessionLookupProcedure } from '../../trpc.js';
import { ZCustomerLookup, ZNoInput } from '@shop/domain';
import { authRest } from './auth.rest.js';

export const getCustomerAuthAuthRoute = sessionLookupProcedure
  .meta(authRest.getCustomerAuth)
  .input(ZNoInput)
  .output(ZCustomerLookup)
  .query(async ({ ctx }) => ({ customer: await ctx.lookupCustomer() }));
