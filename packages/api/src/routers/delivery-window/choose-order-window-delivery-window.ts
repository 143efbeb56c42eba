import { ZDeliveryHold, ZDeliveryWindowChoice, ZOrderNumber } from '@shop/domain';
import { shopperProcedure } from '../../trpc.js';
import { deliveryWindowRest } from './delivery-window.rest.js';

export const chooseOrderWindowDeliveryWindowRoute = shopperProcedure
  .meta(deliveryWindowRest.chooseOrderWindow)
  .input(ZDeliveryWindowChoice.extend({ number: ZOrderNumber }))
  .output(ZDeliveryHold)
  .mutation(({ ctx, input: { number, ...to } }) =>
    ctx.services.deliveryWindow.chooseOrderWindow(ctx.shopper.buyer({ create: false }), number, to),
  );
