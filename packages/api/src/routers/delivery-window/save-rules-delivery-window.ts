import { ZDeliveryCapacityChange, ZDeliveryWindowRulesInput } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { deliveryWindowRest } from './delivery-window.rest.js';

export const saveRulesDeliveryWindowRoute = adminOnlyProcedure
  .meta(deliveryWindowRest.saveRules)
  .input(ZDeliveryWindowRulesInput)
  .output(ZDeliveryCapacityChange)
  .mutation(({ ctx, input }) => ctx.services.deliveryWindow.saveRules(input));
