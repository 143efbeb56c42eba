import { ZDeliveryDaySheet, ZDeliveryDaySheetInput } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { deliveryWindowRest } from './delivery-window.rest.js';

export const daySheetDeliveryWindowRoute = staffProcedure
  .meta(deliveryWindowRest.daySheet)
  .input(ZDeliveryDaySheetInput)
  .output(ZDeliveryDaySheet)
  .query(({ ctx, input }) => ctx.services.deliveryWindow.daySheet(input));
