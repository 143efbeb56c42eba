import { ZDeliveryZone, ZDeliveryZoneInput } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { deliveryRest } from './delivery.rest.js';

export const createZoneDeliveryRoute = adminOnlyProcedure
  .meta(deliveryRest.createZone)
  .input(ZDeliveryZoneInput)
  .output(ZDeliveryZone)
  .mutation(({ ctx, input }) => ctx.services.delivery.createZone(input));
