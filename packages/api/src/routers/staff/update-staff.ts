import { ZStaffMember, ZStaffUpdateInput } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { staffRest } from './staff.rest.js';

export const updateStaffRoute = adminOnlyProcedure
  .meta(staffRest.update)
  .input(ZStaffUpdateInput)
  .output(ZStaffMember)
  .mutation(({ ctx, input: { id, ...form } }) => ctx.services.staff.update(id, form, ctx.staff));
