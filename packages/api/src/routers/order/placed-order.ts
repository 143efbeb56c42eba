import { ZMyOrderDetailInput, ZOrderDetail } from '@shop/domain';
import { shopperProcedure } from '../../trpc.js';
import { orderRest } from './order.rest.js';

/**
 * The confirmation page's order, by number, for the buyer who placed it: a customer by their session, a guest by
 * the cart session the order was placed from. Anyone else's number, or a guest without that session, is a 404.
 */
export const placedOrderRoute = shopperProcedure
  .meta(orderRest.placed)
  .input(ZMyOrderDetailInput)
  .output(ZOrderDetail)
  .query(({ ctx, input }) => ctx.services.order.placed(ctx.shopper.buyer({ create: false }), input.number));
