import { ZStaffList, ZStaffListInput } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { staffRest } from './staff.rest.js';

export const getListStaffRoute = adminOnlyProcedure
  .meta(staffRest.getList)
  .input(ZStaffListInput)
  .output(ZStaffList)
  .query(({ ctx, input }) => ctx.services.staff.getList(input));
