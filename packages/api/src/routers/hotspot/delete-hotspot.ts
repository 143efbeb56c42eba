import { ZIdInput, ZSuccess } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { hotspotRest } from './hotspot.rest.js';

export const deleteHotspotRoute = staffProcedure
  .meta(hotspotRest.delete)
  .input(ZIdInput)
  .output(ZSuccess)
  .mutation(({ ctx, input }) => ctx.services.hotspot.delete(input.id));
