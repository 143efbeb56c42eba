import { restTable } from '../../rest.js';

/**
 * Delivery windows of the crews: each zone's weekly windows, blackout days and one-window capacity changes (staff
 * read them, administrators change them, with 409 when bookings would lose their room), the windows a cart can
 * have (anyone), holds while the buyer pays and the buyer's own reschedules (customer or guest), and the day
 * sheet of a zone's bookings (staff).
 */
export const deliveryWindowRest = restTable('delivery', {
  schedule: [
    'GET',
    '/delivery/zones/{zoneId}/windows',
    'staff',
    "A zone's delivery windows: weekdays, windows (local start and end), capacityUnits per window, leadDays, cutoffHour; its blackout days and capacity overrides",
    [404],
  ],
  saveRules: [
    'POST',
    '/delivery/zones/{zoneId}/windows',
    'admin',
    "Set a zone's weekdays, windows, capacityUnits, leadDays and cutoffHour; 409 when held or booked deliveries would lose their room, unless moveBookings (then movedOrderIds lists the orders whose booking now needs a window)",
    [404, 409],
  ],
  saveBlackout: [
    'POST',
    '/delivery/zones/{zoneId}/blackouts/{date}',
    'admin',
    'No deliveries in the zone on a local date (YYYY-MM-DD); 409 over bookings unless moveBookings',
    [404, 409],
  ],
  deleteBlackout: [
    'POST',
    '/delivery/zones/{zoneId}/blackouts/{date}/delete',
    'admin',
    'Deliver on a blacked-out date again',
    [404],
  ],
  saveOverride: [
    'POST',
    '/delivery/zones/{zoneId}/overrides',
    'admin',
    "One window's capacityUnits on one date (null: the rule's again); 409 when it takes room bookings use, unless moveBookings",
    [404, 409],
  ],
  availability: [
    'POST',
    '/delivery/windows/availability',
    'open',
    'The windows a cart (lines and delivery kind) or a job of units can have in a zone (zoneId or postalCode), from the first delivery date over days days, in the zone’s time; each says only whether it is available',
  ],
  hold: [
    'POST',
    '/delivery/windows/hold',
    'shopper',
    'Hold a window for the buyer\'s cart while they pay (15 minutes), replacing their earlier hold; 409 "That window just filled up", 422 for a window not offered',
    [404, 409],
  ],
  mine: ['GET', '/delivery/holds/{id}', 'shopper', "The buyer's own window hold or booking", [404]],
  release: [
    'POST',
    '/delivery/holds/{id}/release',
    'shopper',
    'Let a held window go (its holder only); a booked one is the order’s: 409',
    [404, 409],
  ],
  reschedule: [
    'POST',
    '/delivery/bookings/{id}/reschedule',
    'shopper',
    "Move the buyer's own delivery to another window (date, windowStart) until 2 business days before the window; 409 after that, or when the window is full",
    [404, 409],
  ],
  moveBooking: [
    'POST',
    '/delivery/bookings/{id}/move',
    'admin',
    'Move a delivery to another window of its zone at any time (also one that needs a window); 409 when the window is full',
    [404, 409],
  ],
  daySheet: [
    'GET',
    '/delivery/zones/{zoneId}/day-sheet/{date}',
    'staff',
    "A zone's bookings on a local date, window by window, with each order's number, name, address, phone and units",
    [404],
  ],
  needsWindow: [
    'GET',
    '/delivery/zones/{zoneId}/needs-window',
    'staff',
    "A zone's bookings that lost their window (moved by a capacity change or blackout, or booked too late), each with the window it had, for staff to move",
    [404],
  ],
  calendar: [
    'GET',
    '/delivery/zones/{zoneId}/calendar',
    'staff',
    "A zone's windows day by day from a local date (from, today without it) over days days (21, at most 42): per window its capacityUnits, bookedUnits and heldUnits; blackout days with their reason",
    [404],
  ],
  stopDelivered: [
    'POST',
    '/delivery/bookings/{bookingId}/delivered',
    'admin',
    "The crew delivered a booked order on its day-sheet date: pieces left to ship go in one 'crew' shipment, then every shipment on its way is delivered that date; 409 when nothing is left to deliver or the order is not being prepared",
    [404, 409],
  ],
  orderWindow: [
    'GET',
    '/delivery/orders/{number}/window',
    'shopper',
    "The delivery window of the buyer's own order: held, booked or needing one (null when none, or a carrier delivers it)",
    [404],
  ],
  chooseOrderWindow: [
    'POST',
    '/delivery/orders/{number}/window',
    'shopper',
    "The buyer chooses their paid order's window (date, windowStart): booked when it had none (made to order, or it lost its window), else moved until 2 business days before; 409 when full or past the cutoff",
    [404, 409],
  ],
  bookOrderWindow: [
    'POST',
    '/delivery/orders/id/{orderId}/window',
    'admin',
    "Staff book or move an order's delivery window at any time; 409 when the window is full",
    [404, 409],
  ],
});
