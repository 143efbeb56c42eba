import { ZDeliveryHold, ZOrderNumber } from '@shop/domain';
import { z } from 'zod';
import { shopperProcedure } from '../../trpc.js';
import { deliveryWindowRest } from './delivery-window.rest.js';

/** The buyer's own order's delivery window (null: none yet, or a carrier delivers it). */
export const orderWindowDeliveryWindowRoute = shopperProcedure
  .meta(deliveryWindowRest.orderWindow)
  .input(z.object({ number: ZOrderNumber }))
  .output(ZDeliveryHold.nullable())
  .query(({ ctx, input }) =>
    ctx.services.deliveryWindow.orderWindow(ctx.shopper.buyer({ create: false }), input.number),
  );
