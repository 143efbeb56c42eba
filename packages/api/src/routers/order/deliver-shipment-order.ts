import { ZAdminOrderDetail, ZDeliverShipmentInput } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { orderRest } from './order.rest.js';

export const deliverShipmentOrderRoute = adminOnlyProcedure
  .meta(orderRest.deliverShipment)
  .input(ZDeliverShipmentInput)
  .output(ZAdminOrderDetail)
  .mutation(({ ctx, input }) => ctx.services.order.deliverShipment(input, ctx.staff));
