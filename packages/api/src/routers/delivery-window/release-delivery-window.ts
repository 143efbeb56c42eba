import { ZDeliveryHold, ZIdInput } from '@shop/domain';
import { shopperProcedure } from '../../trpc.js';
import { deliveryWindowRest } from './delivery-window.rest.js';

export const releaseDeliveryWindowRoute = shopperProcedure
  .meta(deliveryWindowRest.release)
  .input(ZIdInput)
  .output(ZDeliveryHold)
  .mutation(({ ctx, input }) =>
    ctx.services.deliveryWindow.release(ctx.shopper.buyer({ create: false }), input.id),
  );
