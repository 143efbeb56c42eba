import { ZHotspotImageInput, ZHotspotList } from '@shop/domain';
import { publicProcedure } from '../../trpc.js';
import { hotspotRest } from './hotspot.rest.js';

export const imageHotspotRoute = publicProcedure
  .meta(hotspotRest.image)
  .input(ZHotspotImageInput)
  .output(ZHotspotList)
  .query(({ ctx, input }) => ctx.services.hotspot.image(input));
