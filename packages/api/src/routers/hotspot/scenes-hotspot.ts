import { ZHotspotList, ZHotspotScenesInput } from '@shop/domain';
import { publicProcedure } from '../../trpc.js';
import { hotspotRest } from './hotspot.rest.js';

/** A storefront page's pictures in one read: a room with its room types, a page of the gallery. */
export const scenesHotspotRoute = publicProcedure
  .meta(hotspotRest.scenes)
  .input(ZHotspotScenesInput)
  .output(ZHotspotList)
  .query(({ ctx, input }) => ctx.services.hotspot.scenes(input.images));
