import { ZDeliveryZone, ZUpdateDeliveryZoneInput } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { deliveryRest } from './delivery.rest.js';

export const updateZoneDeliveryRoute = adminOnlyProcedure
  .meta(deliveryRest.updateZone)
  .input(ZUpdateDeliveryZoneInput)
  .output(ZDeliveryZone)
  .mutation(({ ctx, input }) => ctx.services.delivery.updateZone(input));
