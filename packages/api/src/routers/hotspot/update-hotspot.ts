import { ZHotspotAdmin, ZHotspotUpdateInput } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { hotspotRest } from './hotspot.rest.js';

export const updateHotspotRoute = staffProcedure
  .meta(hotspotRest.update)
  .input(ZHotspotUpdateInput)
  .output(ZHotspotAdmin)
  .mutation(({ ctx, input }) => ctx.services.hotspot.update(input));
