import { ZDeliveryAvailability, ZDeliveryAvailabilityInput } from '@shop/domain';
import { publicProcedure } from '../../trpc.js';
import { deliveryWindowRest } from './delivery-window.rest.js';

export const availabilityDeliveryWindowRoute = publicProcedure
  .meta(deliveryWindowRest.availability)
  .input(ZDeliveryAvailabilityInput)
  .output(ZDeliveryAvailability)
  .query(({ ctx, input }) => ctx.services.deliveryWindow.availability(input));
