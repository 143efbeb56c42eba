import { ZHotspotAdminList, ZHotspotImageInput } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { hotspotRest } from './hotspot.rest.js';

export const adminListHotspotRoute = staffProcedure
  .meta(hotspotRest.adminList)
  .input(ZHotspotImageInput)
  .output(ZHotspotAdminList)
  .query(({ ctx, input }) => ctx.services.hotspot.adminList(input));
