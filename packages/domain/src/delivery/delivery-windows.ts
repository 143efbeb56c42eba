import { z } from 'zod';
import { ZId } from '../common/fields.js';
import { DELIVERY_LEVEL_KINDS } from './delivery-levels.js';

/** How long a chosen window is kept for a buyer who has not paid yet. */
export const DELIVERY_HOLD_MINUTES = 15;
/** A customer may move their own delivery until this many business days before the window; staff at any time. */
export const RESCHEDULE_CUTOFF_BUSINESS_DAYS = 2;
/** How far ahead the storefront lists windows by default, and at most. */
export const AVAILABILITY_DAYS = 28;
export const MAX_AVAILABILITY_DAYS = 90;

export const DELIVERY_WINDOW_MESSAGES = {
  full: 'That window just filled up',
  notOffered: 'That window is not offered: choose one from the list.',
  pastCutoff: `Deliveries can be changed online until ${RESCHEDULE_CUTOFF_BUSINESS_DAYS} business days before the window. Please contact us to change this one.`,
  changedMeanwhile: 'This delivery was changed at the same time. Reload it and try again.',
  capacityInUse:
    'Held or booked deliveries need the room this change takes away. Send moveBookings: true to move them to "needs a window".',
  windowsOverlap: 'Windows may not overlap.',
  windowOrder: 'A window ends after it starts.',
  holdGone: 'This window hold was cancelled.',
  bookedElsewhere: 'This hold is booked for another order.',
  bookedRelease: 'This window is booked for your order: reschedule the delivery instead.',
} as const;

/** The states of a hold: counted against the window's capacity while held or booked, never otherwise. */
export const DELIVERY_HOLD_STATES = [
  'held',
  'booked',
  'released',
  'expired',
  'needs_window',
  'cancelled',
] as const;
export type TDeliveryHoldState = (typeof DELIVERY_HOLD_STATES)[number];

const WEEKDAY_MESSAGE = 'Choose weekdays from 1 (Monday) to 7 (Sunday).';
const ZDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.');
const ZClock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time as HH:MM (24 hours).');
const ZUnits = z.coerce.number<number>().int('Enter a whole number.').min(0, 'Cannot be negative.').max(999);

export const ZDeliveryWindowTimes = z
  .object({ start: ZClock, end: ZClock })
  .refine((w) => w.end > w.start, DELIVERY_WINDOW_MESSAGES.windowOrder);

/** POST /api/delivery/zones/{zoneId}/windows: a zone's weekly windows, their capacity, lead time and cutoff. */
export const ZDeliveryWindowRulesInput = z.object({
  zoneId: ZId,
  /** ISO weekdays the crew goes out: 1 Monday ... 7 Sunday. */
  weekdays: z
    .array(z.coerce.number<number>().int(WEEKDAY_MESSAGE).min(1, WEEKDAY_MESSAGE).max(7, WEEKDAY_MESSAGE))
    .max(7)
    .transform((days) => [...new Set(days)].sort()),
  windows: z
    .array(ZDeliveryWindowTimes)
    .max(12)
    .transform((windows) => [...windows].sort((a, b) => a.start.localeCompare(b.start)))
    .refine(
      (windows) => windows.every((w, i) => i === 0 || windows[i - 1]!.end <= w.start),
      DELIVERY_WINDOW_MESSAGES.windowsOverlap,
    ),
  /** Crew units each window can take (see jobUnits). */
  capacityUnits: ZUnits,
  /** Whole days between ordering and the first delivery day. */
  leadDays: z.coerce.number<number>().int().min(0).max(60),
  /** Local hour (0-23) from which an order counts as placed the next day. */
  cutoffHour: z.coerce.number<number>().int().min(0).max(23),
  /** Move bookings the change leaves without room to "needs a window" instead of refusing with 409. */
  moveBookings: z.boolean().default(false),
});
export type TDeliveryWindowRulesInput = z.input<typeof ZDeliveryWindowRulesInput>;

/** POST /api/delivery/zones/{zoneId}/blackouts/{date}: no deliveries that day. */
export const ZDeliveryBlackoutInput = z.object({
  zoneId: ZId,
  date: ZDate,
  reason: z.string().trim().max(200).default(''),
  moveBookings: z.boolean().default(false),
});
export const ZDeleteDeliveryBlackoutInput = z.object({ zoneId: ZId, date: ZDate });

/** POST /api/delivery/zones/{zoneId}/overrides: one window's capacity on one date; null goes back to the rule. */
export const ZDeliveryOverrideInput = z.object({
  zoneId: ZId,
  date: ZDate,
  windowStart: ZClock,
  capacityUnits: ZUnits.nullable(),
  moveBookings: z.boolean().default(false),
});

export const ZDeliverySchedule = z.object({
  zoneId: z.number().int(),
  timeZone: z.string(),
  /** Null until the zone's windows are set: nothing is offered. */
  rules: z
    .object({
      weekdays: z.array(z.number().int()),
      windows: z.array(z.object({ start: z.string(), end: z.string() })),
      capacityUnits: z.number().int(),
      leadDays: z.number().int(),
      cutoffHour: z.number().int(),
    })
    .nullable(),
  blackouts: z.array(z.object({ date: z.string(), reason: z.string() })),
  overrides: z.array(
    z.object({ date: z.string(), windowStart: z.string(), capacityUnits: z.number().int() }),
  ),
});
export type TDeliverySchedule = z.infer<typeof ZDeliverySchedule>;

/** A staff change of capacity, with the orders whose delivery it moved to "needs a window" (to be told). */
export const ZDeliveryCapacityChange = z.object({
  schedule: ZDeliverySchedule,
  movedOrderIds: z.array(z.number().int()),
});
export type TDeliveryCapacityChange = z.infer<typeof ZDeliveryCapacityChange>;

const ZJobLines = z
  .array(z.object({ productId: ZId, quantity: z.coerce.number<number>().int().min(1).max(99) }))
  .min(1, 'The cart is empty.')
  .max(100);

/** POST /api/delivery/windows/availability: by zone or ZIP, for a cart (or a job size in units). */
export const ZDeliveryAvailabilityInput = z
  .object({
    zoneId: ZId.optional(),
    postalCode: z
      .string()
      .trim()
      .regex(/^\d{5}(-\d{4})?$/, 'Enter a five-digit ZIP.')
      .optional(),
    kind: z.enum(DELIVERY_LEVEL_KINDS).default('curbside'),
    lines: ZJobLines.optional(),
    units: z.coerce.number<number>().int().min(1).max(999).optional(),
    days: z.coerce.number<number>().int().min(1).max(MAX_AVAILABILITY_DAYS).default(AVAILABILITY_DAYS),
  })
  .refine((input) => input.zoneId !== undefined || input.postalCode !== undefined, {
    message: 'Give a zone or a ZIP.',
    path: ['postalCode'],
  });
export type TDeliveryAvailabilityInput = z.input<typeof ZDeliveryAvailabilityInput>;

export const ZDeliveryWindow = z.object({
  /** The zone's local date, YYYY-MM-DD, and its words ("Sunday, March 8"). */
  date: z.string(),
  dateLabel: z.string(),
  windowStart: z.string(),
  windowEnd: z.string(),
  /** "8:00 AM – 12:00 PM", local time. */
  label: z.string(),
  /** The window's start and end as instants (ISO, UTC). */
  start: z.string(),
  end: z.string(),
  available: z.boolean(),
});
export type TDeliveryWindow = z.infer<typeof ZDeliveryWindow>;

export const ZDeliveryAvailability = z.object({
  zone: z.object({ id: z.number().int(), name: z.string(), timeZone: z.string() }).nullable(),
  units: z.number().int(),
  windows: z.array(ZDeliveryWindow),
});
export type TDeliveryAvailability = z.infer<typeof ZDeliveryAvailability>;

/** POST /api/delivery/windows/hold: the buyer's cart keeps a window while they pay. */
export const ZDeliveryHoldInput = z.object({
  zoneId: ZId,
  date: ZDate,
  windowStart: ZClock,
  kind: z.enum(DELIVERY_LEVEL_KINDS),
  lines: ZJobLines,
});
export type TDeliveryHoldInput = z.input<typeof ZDeliveryHoldInput>;

export const ZDeliveryHold = z.object({
  id: z.number().int(),
  zoneId: z.number().int(),
  date: z.string(),
  windowStart: z.string(),
  windowEnd: z.string(),
  start: z.string(),
  end: z.string(),
  units: z.number().int(),
  state: z.enum(DELIVERY_HOLD_STATES),
  /** When a held window is let go (ISO); a booked one is kept. */
  expiresAt: z.string(),
  orderId: z.number().int().nullable(),
});
export type TDeliveryHold = z.infer<typeof ZDeliveryHold>;

/** A window of a zone on one of its local dates, as chosen for an order. */
export const ZDeliveryWindowChoice = z.object({ date: ZDate, windowStart: ZClock });

/** POST /api/delivery/bookings/{id}/reschedule (the buyer) and /move (staff). */
export const ZDeliveryRescheduleInput = z.object({ id: ZId, date: ZDate, windowStart: ZClock });
export type TDeliveryRescheduleInput = z.input<typeof ZDeliveryRescheduleInput>;

export const ZDeliveryDaySheetInput = z.object({ zoneId: ZId, date: ZDate });

const ZDeliveryBooking = z.object({
  bookingId: z.number().int(),
  orderId: z.number().int().nullable(),
  orderNumber: z.string(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  units: z.number().int(),
});

/** A booking as the crew's day sheet shows it: what to carry in, whether to assemble it, and how to get in. */
const ZDeliveryStop = ZDeliveryBooking.extend({
  /** The order's delivery level name ("White glove"), '' for an order sold without one. */
  level: z.string(),
  pieces: z.array(
    z.object({ name: z.string(), options: z.string(), quantity: z.number().int(), assembly: z.boolean() }),
  ),
  /** The customer's saved "Will it fit" passages ("Door width 30 in"); none for a guest. */
  accessNotes: z.array(z.string()),
  /** The order was marked delivered. */
  delivered: z.boolean(),
});
export type TDeliveryStop = z.infer<typeof ZDeliveryStop>;

export const ZDeliveryDaySheet = z.object({
  zoneId: z.number().int(),
  date: z.string(),
  windows: z.array(
    z.object({
      windowStart: z.string(),
      windowEnd: z.string(),
      label: z.string(),
      capacityUnits: z.number().int(),
      usedUnits: z.number().int(),
      bookings: z.array(ZDeliveryStop),
    }),
  ),
});
export type TDeliveryDaySheet = z.infer<typeof ZDeliveryDaySheet>;

/** GET /api/delivery/zones/{zoneId}/needs-window: bookings waiting for staff to give them a window. */
export const ZDeliveryNeedsWindow = z.array(
  ZDeliveryBooking.extend({ lastDate: z.string(), lastWindowStart: z.string() }),
);
export type TDeliveryNeedsWindow = z.infer<typeof ZDeliveryNeedsWindow>;
