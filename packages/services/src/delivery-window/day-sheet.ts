import { DeliverySlot } from '@shop/db';
import {
  clockLabel,
  offeredWindow,
  windowCapacity,
  type TDeliveryDaySheet,
  type TDeliveryNeedsWindow,
} from '@shop/domain';
import type { Db } from '../common/db.js';
import { noStopDetails, stopDetails } from './day-sheet-stops.js';
import type { IZoneWithCalendar } from './zone-calendar.js';

interface IBookingRow {
  bookingId: number;
  orderId: number | null;
  units: number;
  date: string;
  windowStart: string;
  number: string | null;
  shipName: string | null;
  phone: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
}

/** A zone's bookings in one state, with the orders they are for (read, never written), by window then booking. */
function bookingRows(db: Db, zoneId: number, state: 'booked' | 'needs_window', date?: string) {
  return db.query<IBookingRow>(
    'SELECT h.id AS bookingId, h.order_id AS orderId, h.units AS units, s.date AS date, ' +
      's.window_start AS windowStart, o.number AS number, o.ship_name AS shipName, o.phone AS phone, ' +
      'o.address_line1 AS addressLine1, o.address_line2 AS addressLine2, o.city AS city, o.state AS state, ' +
      'o.postal_code AS postalCode ' +
      'FROM delivery_holds h JOIN delivery_slots s ON s.id = h.slot_id LEFT JOIN orders o ON o.id = h.order_id ' +
      `WHERE s.zone_id = ? AND h.state = ?${date === undefined ? '' : ' AND s.date = ?'} ` +
      'ORDER BY s.date, s.window_start, h.id',
    date === undefined ? [zoneId, state] : [zoneId, state, date],
  );
}

function toBooking(row: IBookingRow) {
  return {
    bookingId: Number(row.bookingId),
    orderId: row.orderId === null ? null : Number(row.orderId),
    orderNumber: row.number ?? '',
    name: row.shipName ?? '',
    address: [
      row.addressLine1,
      row.addressLine2,
      row.city,
      [row.state, row.postalCode].filter(Boolean).join(' '),
    ]
      .filter(Boolean)
      .join(', '),
    phone: row.phone ?? '',
    units: Number(row.units),
  };
}

/**
 * A zone's bookings that lost their window (a capacity change or blackout moved them, or a hold booked too late):
 * what staff work through, each with the window it had.
 */
export async function needsWindow(db: Db, zoneId: number): Promise<TDeliveryNeedsWindow> {
  const rows = await bookingRows(db, zoneId, 'needs_window');
  return rows.map((row) => ({ ...toBooking(row), lastDate: row.date, lastWindowStart: row.windowStart }));
}

/**
 * What the crew of a zone does on a local date: each window the calendar offers that day (and any window bookings
 * still sit in after a rule change), in the order of the day, with its booked deliveries and the order each is for
 * (read from the orders, never written), and what the crew needs at each stop (day-sheet-stops.ts).
 */
export async function daySheet(
  db: Db,
  { zone, calendar }: IZoneWithCalendar,
  date: string,
): Promise<TDeliveryDaySheet> {
  const [slots, rows] = await Promise.all([
    db.repo(DeliverySlot).find({ where: { zoneId: zone.id, date } }),
    bookingRows(db, zone.id, 'booked', date),
  ]);
  const details = await stopDetails(
    db,
    rows.flatMap((row) => (row.orderId === null ? [] : [Number(row.orderId)])),
  );
  const toStop = (row: IBookingRow) => ({
    ...toBooking(row),
    ...((row.orderId === null ? undefined : details.get(Number(row.orderId))) ?? noStopDetails),
  });
  const windows = new Map<string, { start: string; end: string }>();
  for (const times of calendar.rules?.windows ?? [])
    if (offeredWindow(calendar, date, times.start)) windows.set(times.start, times);
  for (const slot of slots)
    if (!windows.has(slot.windowStart))
      windows.set(slot.windowStart, { start: slot.windowStart, end: slot.windowEnd });
  return {
    zoneId: zone.id,
    date,
    windows: [...windows.values()]
      .sort((a, b) => a.start.localeCompare(b.start))
      .map((times) => {
        const slot = slots.find((s) => s.windowStart === times.start);
        return {
          windowStart: times.start,
          windowEnd: times.end,
          label: `${clockLabel(times.start)} – ${clockLabel(times.end)}`,
          capacityUnits: slot ? Number(slot.capacityUnits) : windowCapacity(calendar, date, times.start),
          usedUnits: slot ? Number(slot.usedUnits) : 0,
          bookings: rows.filter((row) => row.windowStart === times.start).map(toStop),
        };
      }),
  };
}
