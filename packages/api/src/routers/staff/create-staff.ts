import { ZStaffCreateInput, ZStaffCreated } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { staffRest } from './staff.rest.js';

export const createStaffRoute = adminOnlyProcedure
  .meta(staffRest.create)
  .input(ZStaffCreateInput)
  .output(ZStaffCreated)
  .mutation(({ ctx, input }) => ctx.services.staff.create(input, ctx.staff));
