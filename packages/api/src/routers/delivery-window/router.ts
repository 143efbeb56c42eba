import { router } from '../../trpc.js';
import { availabilityDeliveryWindowRoute } from './availability-delivery-window.js';
import { calendarDeliveryWindowRoute } from './calendar-delivery-window.js';
import { bookOrderWindowDeliveryWindowRoute } from './book-order-window-delivery-window.js';
import { chooseOrderWindowDeliveryWindowRoute } from './choose-order-window-delivery-window.js';
import { orderWindowDeliveryWindowRoute } from './order-window-delivery-window.js';
import { daySheetDeliveryWindowRoute } from './day-sheet-delivery-window.js';
import { deleteBlackoutDeliveryWindowRoute } from './delete-blackout-delivery-window.js';
import { holdDeliveryWindowRoute } from './hold-delivery-window.js';
import { mineDeliveryWindowRoute } from './mine-delivery-window.js';
import { moveBookingDeliveryWindowRoute } from './move-booking-delivery-window.js';
import { needsWindowDeliveryWindowRoute } from './needs-window-delivery-window.js';
import { releaseDeliveryWindowRoute } from './release-delivery-window.js';
import { rescheduleDeliveryWindowRoute } from './reschedule-delivery-window.js';
import { saveBlackoutDeliveryWindowRoute } from './save-blackout-delivery-window.js';
import { saveOverrideDeliveryWindowRoute } from './save-override-delivery-window.js';
import { saveRulesDeliveryWindowRoute } from './save-rules-delivery-window.js';
import { scheduleDeliveryWindowRoute } from './schedule-delivery-window.js';
import { stopDeliveredDeliveryWindowRoute } from './stop-delivered-delivery-window.js';

export const deliveryWindowRouter = router({
  schedule: scheduleDeliveryWindowRoute,
  saveRules: saveRulesDeliveryWindowRoute,
  saveBlackout: saveBlackoutDeliveryWindowRoute,
  deleteBlackout: deleteBlackoutDeliveryWindowRoute,
  saveOverride: saveOverrideDeliveryWindowRoute,
  availability: availabilityDeliveryWindowRoute,
  hold: holdDeliveryWindowRoute,
  mine: mineDeliveryWindowRoute,
  release: releaseDeliveryWindowRoute,
  reschedule: rescheduleDeliveryWindowRoute,
  moveBooking: moveBookingDeliveryWindowRoute,
  daySheet: daySheetDeliveryWindowRoute,
  needsWindow: needsWindowDeliveryWindowRoute,
  calendar: calendarDeliveryWindowRoute,
  stopDelivered: stopDeliveredDeliveryWindowRoute,
  orderWindow: orderWindowDeliveryWindowRoute,
  chooseOrderWindow: chooseOrderWindowDeliveryWindowRoute,
  bookOrderWindow: bookOrderWindowDeliveryWindowRoute,
});
