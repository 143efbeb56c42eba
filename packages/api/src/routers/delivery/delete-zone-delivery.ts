import { ZIdInput, ZSuccess } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { deliveryRest } from './delivery.rest.js';

export const deleteZoneDeliveryRoute = adminOnlyProcedure
  .meta(deliveryRest.deleteZone)
  .input(ZIdInput)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await ctx.services.delivery.deleteZone(input.id);
    return { success: true as const };
  });
