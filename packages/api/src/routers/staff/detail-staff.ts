import { ZIdInput, ZStaffMember } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { staffRest } from './staff.rest.js';

export const detailStaffRoute = adminOnlyProcedure
  .meta(staffRest.detail)
  .input(ZIdInput)
  .output(ZStaffMember)
  .query(({ ctx, input }) => ctx.services.staff.detail(input.id));
