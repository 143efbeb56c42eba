import { ZDeleteDeliveryBlackoutInput, ZDeliveryCapacityChange } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { deliveryWindowRest } from './delivery-window.rest.js';

export const deleteBlackoutDeliveryWindowRoute = adminOnlyProcedure
  .meta(deliveryWindowRest.deleteBlackout)
  .input(ZDeleteDeliveryBlackoutInput)
  .output(ZDeliveryCapacityChange)
  .mutation(({ ctx, input }) => ctx.services.deliveryWindow.deleteBlackout(input));
