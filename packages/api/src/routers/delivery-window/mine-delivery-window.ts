import { ZDeliveryHold, ZIdInput } from '@shop/domain';
import { shopperProcedure } from '../../trpc.js';
import { deliveryWindowRest } from './delivery-window.rest.js';

export const mineDeliveryWindowRoute = shopperProcedure
  .meta(deliveryWindowRest.mine)
  .input(ZIdInput)
  .output(ZDeliveryHold)
  .query(({ ctx, input }) =>
    ctx.services.deliveryWindow.mine(ctx.shopper.buyer({ create: false }), input.id),
  );
