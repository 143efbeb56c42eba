import { ZDeleteDeliveryLevelInput, ZDeliveryZone } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { deliveryRest } from './delivery.rest.js';

export const deleteLevelDeliveryRoute = adminOnlyProcedure
  .meta(deliveryRest.deleteLevel)
  .input(ZDeleteDeliveryLevelInput)
  .output(ZDeliveryZone)
  .mutation(({ ctx, input }) => ctx.services.delivery.deleteLevel(input));
