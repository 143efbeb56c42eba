import { ZDeliveryBlackoutInput, ZDeliveryCapacityChange } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { deliveryWindowRest } from './delivery-window.rest.js';

export const saveBlackoutDeliveryWindowRoute = adminOnlyProcedure
  .meta(deliveryWindowRest.saveBlackout)
  .input(ZDeliveryBlackoutInput)
  .output(ZDeliveryCapacityChange)
  .mutation(({ ctx, input }) => ctx.services.deliveryWindow.saveBlackout(input));
