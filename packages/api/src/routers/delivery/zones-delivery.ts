import { ZDeliveryZone } from '@shop/domain';
import { z } from 'zod';
import { staffProcedure } from '../../trpc.js';
import { deliveryRest } from './delivery.rest.js';

export const zonesDeliveryRoute = staffProcedure
  .meta(deliveryRest.zones)
  .input(z.object({}).optional())
  .output(z.array(ZDeliveryZone))
  .query(({ ctx }) => ctx.services.delivery.zones());
