import { ZStaffList, ZStaffListInput } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { hrmRest } from './hrm.rest.js';

export const getListHrmRoute = adminOnlyProcedure
  .meta(hrmRest.getList)
  .input(ZStaffListInput)
  .output(ZStaffList)
  .query(({ ctx, input }) => ctx.services.staff.list(input));
