import { ZDeliverySchedule, ZId } from '@shop/domain';
import { z } from 'zod';
import { staffProcedure } from '../../trpc.js';
import { deliveryWindowRest } from './delivery-window.rest.js';

export const scheduleDeliveryWindowRoute = staffProcedure
  .meta(deliveryWindowRest.schedule)
  .input(z.object({ zoneId: ZId }))
  .output(ZDeliverySchedule)
  .query(({ ctx, input }) => ctx.services.deliveryWindow.schedule(input.zoneId));
