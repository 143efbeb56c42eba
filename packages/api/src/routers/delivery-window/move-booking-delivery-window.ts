import { ZDeliveryHold, ZDeliveryRescheduleInput } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { deliveryWindowRest } from './delivery-window.rest.js';

export const moveBookingDeliveryWindowRoute = adminOnlyProcedure
  .meta(deliveryWindowRest.moveBooking)
  .input(ZDeliveryRescheduleInput)
  .output(ZDeliveryHold)
  .mutation(({ ctx, input: { id, ...to } }) => ctx.services.deliveryWindow.moveBooking(id, to));
