import { ZHotspotRoom, ZIdInput } from '@shop/domain';
import { publicProcedure } from '../../trpc.js';
import { hotspotRest } from './hotspot.rest.js';

export const roomHotspotRoute = publicProcedure
  .meta(hotspotRest.room)
  .input(ZIdInput)
  .output(ZHotspotRoom)
  .query(({ ctx, input }) => ctx.services.hotspot.room(input.id));
