import { ZDeliveryLevelInput, ZDeliveryZone } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { deliveryRest } from './delivery.rest.js';

export const saveLevelDeliveryRoute = adminOnlyProcedure
  .meta(deliveryRest.saveLevel)
  .input(ZDeliveryLevelInput)
  .output(ZDeliveryZone)
  .mutation(({ ctx, input }) => ctx.services.delivery.saveLevel(input));
