import { ZDeliveryHold, ZDeliveryRescheduleInput } from '@shop/domain';
import { shopperProcedure } from '../../trpc.js';
import { deliveryWindowRest } from './delivery-window.rest.js';

export const rescheduleDeliveryWindowRoute = shopperProcedure
  .meta(deliveryWindowRest.reschedule)
  .input(ZDeliveryRescheduleInput)
  .output(ZDeliveryHold)
  .mutation(({ ctx, input: { id, ...to } }) =>
    ctx.services.deliveryWindow.reschedule(id, to, {
      type: 'buyer',
      buyer: ctx.shopper.buyer({ create: false }),
    }),
  );
