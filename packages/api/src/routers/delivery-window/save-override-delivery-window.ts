import { ZDeliveryCapacityChange, ZDeliveryOverrideInput } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { deliveryWindowRest } from './delivery-window.rest.js';

export const saveOverrideDeliveryWindowRoute = adminOnlyProcedure
  .meta(deliveryWindowRest.saveOverride)
  .input(ZDeliveryOverrideInput)
  .output(ZDeliveryCapacityChange)
  .mutation(({ ctx, input }) => ctx.services.deliveryWindow.saveOverride(input));
