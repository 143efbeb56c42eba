import { ZDeliveryHold, ZDeliveryWindowChoice, ZId } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { deliveryWindowRest } from './delivery-window.rest.js';

export const bookOrderWindowDeliveryWindowRoute = adminOnlyProcedure
  .meta(deliveryWindowRest.bookOrderWindow)
  .input(ZDeliveryWindowChoice.extend({ orderId: ZId }))
  .output(ZDeliveryHold)
  .mutation(({ ctx, input: { orderId, ...to } }) => ctx.services.deliveryWindow.bookOrderWindow(orderId, to));
