import { ZHotspotAdmin, ZHotspotCreateInput } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { hotspotRest } from './hotspot.rest.js';

export const createHotspotRoute = staffProcedure
  .meta(hotspotRest.create)
  .input(ZHotspotCreateInput)
  .output(ZHotspotAdmin)
  .mutation(({ ctx, input }) => ctx.services.hotspot.create(input));
