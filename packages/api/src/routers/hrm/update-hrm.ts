import { ZStaffMember, ZStaffUpdateInput } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { hrmRest } from './hrm.rest.js';

export const updateHrmRoute = adminOnlyProcedure
  .meta(hrmRest.update)
  .input(ZStaffUpdateInput)
  .output(ZStaffMember)
  .mutation(({ ctx, input: { id, ...form } }) => ctx.services.staff.update(id, form, ctx.staff));
