import { ZStaffCreateInput, ZStaffCreated } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { hrmRest } from './hrm.rest.js';

export const createHrmRoute = adminOnlyProcedure
  .meta(hrmRest.create)
  .input(ZStaffCreateInput)
  .output(ZStaffCreated)
  .mutation(({ ctx, input }) => ctx.services.staff.create(input, ctx.staff));
