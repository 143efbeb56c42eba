import { ZAdminOrderDetail, ZShipOrderInput } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { orderRest } from './order.rest.js';

/** Without a tracking number the call answers 422 on `trackingNumber`. */
export const shipOrderRoute = adminOnlyProcedure
  .meta(orderRest.ship)
  .input(ZShipOrderInput)
  .output(ZAdminOrderDetail)
  .mutation(({ ctx, input }) => ctx.services.order.ship(input.id, input.trackingNumber, ctx.staff));
