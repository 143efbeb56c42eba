import { ZDeliveryCalendar, ZDeliveryCalendarInput } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { deliveryWindowRest } from './delivery-window.rest.js';

export const calendarDeliveryWindowRoute = staffProcedure
  .meta(deliveryWindowRest.calendar)
  .input(ZDeliveryCalendarInput)
  .output(ZDeliveryCalendar)
  .query(({ ctx, input }) => ctx.services.deliveryWindow.crew.calendar(input));
