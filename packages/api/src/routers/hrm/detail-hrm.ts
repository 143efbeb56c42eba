import { ZIdInput, ZStaffMember } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { hrmRest } from './hrm.rest.js';

export const detailHrmRoute = adminOnlyProcedure
  .meta(hrmRest.detail)
  .input(ZIdInput)
  .output(ZStaffMember)
  .query(({ ctx, input }) => ctx.services.staff.detail(input.id));
