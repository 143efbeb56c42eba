import { ZDeliveryZone, ZIdInput } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { deliveryRest } from './delivery.rest.js';

export const zoneDeliveryRoute = staffProcedure
  .meta(deliveryRest.zone)
  .input(ZIdInput)
  .output(ZDeliveryZone)
  .query(({ ctx, input }) => ctx.services.delivery.zone(input.id));
