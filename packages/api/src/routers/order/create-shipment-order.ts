import { ZAdminOrderDetail, ZCreateShipmentInput } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { orderRest } from './order.rest.js';

export const createShipmentOrderRoute = adminOnlyProcedure
  .meta(orderRest.createShipment)
  .input(ZCreateShipmentInput)
  .output(ZAdminOrderDetail)
  .mutation(({ ctx, input }) => ctx.services.order.createShipment(input, ctx.staff));
