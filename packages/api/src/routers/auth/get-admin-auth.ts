import { staffProcedure } from '../../trpc.js';
import { ZGetAdminAuthInput, ZGetAdminAuthOutput, getAdminAuthMeta } from './get-admin-auth.types.js';

export const getAdminAuthRoute = staffProcedure
  .meta(getAdminAuthMeta)
  .input(ZGetAdminAuthInput)
  .output(ZGetAdminAuthOutput)
  .query(({ ctx }) => ({ data: { user: ctx.staff } }));
