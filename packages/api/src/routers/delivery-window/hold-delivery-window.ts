import { ZDeliveryHold, ZDeliveryHoldInput } from '@shop/domain';
import { shopperProcedure } from '../../trpc.js';
import { deliveryWindowRest } from './delivery-window.rest.js';

/** A guest's first hold makes their cart session: the hold is theirs by it. */
export const holdDeliveryWindowRoute = shopperProcedure
  .meta(deliveryWindowRest.hold)
  .input(ZDeliveryHoldInput)
  .output(ZDeliveryHold)
  .mutation(({ ctx, input }) => ctx.services.deliveryWindow.hold(ctx.shopper.buyer(), input));
