import { ZOrderShipments, ZOrderShipmentsInput } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { orderRest } from './order.rest.js';

export const shipmentsOrderRoute = adminOnlyProcedure
  .meta(orderRest.shipments)
  .input(ZOrderShipmentsInput)
  .output(ZOrderShipments)
  .query(({ ctx, input }) => ctx.services.order.shipments(input.id));
