import { ZHotspotList, ZIdInput } from '@shop/domain';
import { publicProcedure } from '../../trpc.js';
import { hotspotRest } from './hotspot.rest.js';

export const roomTypeHotspotRoute = publicProcedure
  .meta(hotspotRest.roomType)
  .input(ZIdInput)
  .output(ZHotspotList)
  .query(({ ctx, input }) => ctx.services.hotspot.roomType(input.id));
