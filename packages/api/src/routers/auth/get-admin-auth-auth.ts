import { staffProcedure } from '../../trpc.js';
import { ZAdminAuth, ZNoInput } from '@shop/domain';
import { authRest } from './auth.rest.js';

export const getAdminAuthAuthRoute = staffProcedure
  .meta(authRest.getAdminAuth)
  .input(ZNoInput)
  .output(ZAdminAuth)
  .query(({ ctx }) => ({ data: { user: ctx.staff } }));
