import { ZDeliveryStopDelivered, ZDeliveryStopDeliveredInput } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { deliveryWindowRest } from './delivery-window.rest.js';

export const stopDeliveredDeliveryWindowRoute = adminOnlyProcedure
  .meta(deliveryWindowRest.stopDelivered)
  .input(ZDeliveryStopDeliveredInput)
  .output(ZDeliveryStopDelivered)
  .mutation(({ ctx, input }) => ctx.services.deliveryWindow.crew.stopDelivered(input, ctx.staff));
