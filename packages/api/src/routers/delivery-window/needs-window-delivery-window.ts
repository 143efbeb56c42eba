import { ZDeliveryNeedsWindow, ZId } from '@shop/domain';
import { z } from 'zod';
import { staffProcedure } from '../../trpc.js';
import { deliveryWindowRest } from './delivery-window.rest.js';

export const needsWindowDeliveryWindowRoute = staffProcedure
  .meta(deliveryWindowRest.needsWindow)
  .input(z.object({ zoneId: ZId }))
  .output(ZDeliveryNeedsWindow)
  .query(({ ctx, input }) => ctx.services.deliveryWindow.needsWindow(input.zoneId));
