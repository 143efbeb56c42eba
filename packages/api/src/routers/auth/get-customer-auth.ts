import { sessionLookupProcedure } from '../../trpc.js';
import {
  ZGetCustomerAuthInput,
  ZGetCustomerAuthOutput,
  getCustomerAuthMeta,
} from './get-customer-auth.types.js';

export const getCustomerAuthRoute = sessionLookupProcedure
  .meta(getCustomerAuthMeta)
  .input(ZGetCustomerAuthInput)
  .output(ZGetCustomerAuthOutput)
  .query(async ({ ctx }) => ({ customer: await ctx.lookupCustomer() }));
