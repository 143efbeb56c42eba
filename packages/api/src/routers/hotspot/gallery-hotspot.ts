import { ZHotspotList, ZPageInput } from '@shop/domain';
import { publicProcedure } from '../../trpc.js';
import { hotspotRest } from './hotspot.rest.js';

export const galleryHotspotRoute = publicProcedure
  .meta(hotspotRest.gallery)
  .input(ZPageInput)
  .output(ZHotspotList)
  .query(({ ctx, input }) => ctx.services.hotspot.gallery(input.page));
