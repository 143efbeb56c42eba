import { z } from 'zod';
import { ZId } from '../common/fields.js';
import {
  FIT_PASSAGE_FIELDS,
  type TFitPassageField,
  type TSavedFitPassages,
} from '../account/fit-passages.js';

/** How many days the staff calendar shows by default, and at most. */
export const CALENDAR_DAYS = 21;
export const MAX_CALENDAR_DAYS = 42;

export const DELIVERY_STOP_MESSAGES = {
  alreadyDelivered: 'This delivery is already marked delivered.',
  otherDate: 'This booking is on another date.',
} as const;

const ZDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.');

/** GET /api/delivery/zones/{zoneId}/calendar: a zone's windows day by day, from a date (today in the zone). */
export const ZDeliveryCalendarInput = z.object({
  zoneId: ZId,
  from: ZDate.optional(),
  days: z.coerce.number<number>().int().min(1).max(MAX_CALENDAR_DAYS).default(CALENDAR_DAYS),
});
export type TDeliveryCalendarInput = z.input<typeof ZDeliveryCalendarInput>;

const ZCalendarWindow = z.object({
  windowStart: z.string(),
  windowEnd: z.string(),
  label: z.string(),
  /** Units the window takes that day: its slot's, else what the calendar gives it (0: not offered). */
  capacityUnits: z.number().int(),
  bookedUnits: z.number().int(),
  /** Units held by buyers still paying. */
  heldUnits: z.number().int(),
});

export const ZDeliveryCalendar = z.object({
  zoneId: z.number().int(),
  timeZone: z.string(),
  from: z.string(),
  /** The windows of the zone's rules, the calendar's columns. */
  windows: z.array(z.object({ start: z.string(), end: z.string(), label: z.string() })),
  days: z.array(
    z.object({
      date: z.string(),
      dateLabel: z.string(),
      /** The blackout's reason ('' when none given), null on a working or rest day. */
      blackout: z.string().nullable(),
      windows: z.array(ZCalendarWindow),
    }),
  ),
});
export type TDeliveryCalendar = z.infer<typeof ZDeliveryCalendar>;

/** POST /api/delivery/bookings/{bookingId}/delivered: the crew handed over the order on its day-sheet date. */
export const ZDeliveryStopDeliveredInput = z.object({ bookingId: ZId, date: ZDate });
export const ZDeliveryStopDelivered = z.object({
  bookingId: z.number().int(),
  orderId: z.number().int(),
  /** The shipments marked delivered, the crew's own among them when pieces were left to ship. */
  deliveredShipmentIds: z.array(z.number().int()),
});
export type TDeliveryStopDelivered = z.infer<typeof ZDeliveryStopDelivered>;

const ACCESS_LABELS: Record<TFitPassageField, string> = {
  doorWidthIn: 'Door width',
  doorHeightIn: 'Door height',
  hallwayWidthIn: 'Hallway width',
  stairWidthIn: 'Stair width',
  stairHeadroomIn: 'Stair headroom',
  elevatorDoorWidthIn: 'Elevator door width',
  elevatorDepthIn: 'Elevator depth',
  elevatorHeightIn: 'Elevator height',
};

/** The passages a customer measured, as the crew reads them ("Door width 30 in"); only the measured ones. */
export function accessNotes(passages: TSavedFitPassages): string[] {
  return FIT_PASSAGE_FIELDS.flatMap((field) => {
    const inches = passages[field];
    return inches === null ? [] : [`${ACCESS_LABELS[field]} ${inches} in`];
  });
}
