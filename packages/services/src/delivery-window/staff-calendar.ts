import { DeliverySlot } from '@shop/db';
import {
  addDays,
  clockLabel,
  dateLabel,
  slotKey,
  windowCapacity,
  type TDeliveryCalendar,
} from '@shop/domain';
import { Between } from 'typeorm';
import type { Db } from '../common/db.js';
import type { IZoneWithCalendar } from './zone-calendar.js';

const label = (start: string, end: string) => `${clockLabel(start)} – ${clockLabel(end)}`;

/** Units held and booked per slot, summed in the database over the slots of the range. */
async function unitsBySlot(db: Db, zoneId: number, from: string, to: string) {
  const rows = await db.query<{ slotId: number; state: string; units: number | string }>(
    'SELECT h.slot_id AS slotId, h.state AS state, SUM(h.units) AS units FROM delivery_holds h ' +
      'JOIN delivery_slots s ON s.id = h.slot_id ' +
      "WHERE s.zone_id = ? AND s.date BETWEEN ? AND ? AND h.state IN ('held', 'booked') " +
      'GROUP BY h.slot_id, h.state',
    [zoneId, from, to],
  );
  const units = new Map<number, { held: number; booked: number }>();
  for (const row of rows) {
    const slot = units.get(Number(row.slotId)) ?? { held: 0, booked: 0 };
    if (row.state === 'held') slot.held = Number(row.units);
    else slot.booked = Number(row.units);
    units.set(Number(row.slotId), slot);
  }
  return units;
}

/**
 * The staff's calendar of a zone: each date from `from` on, each window with its capacity and the units booked and
 * held in it. A window's capacity is its slot's once a hold made one (what a change of capacity brought it to),
 * else what the rules, overrides and blackouts give it. Windows bookings still sit in after a rule change show on
 * their date too, so no booking is left off.
 */
export async function staffCalendar(
  db: Db,
  { zone, calendar, blackouts }: IZoneWithCalendar,
  from: string,
  days: number,
): Promise<TDeliveryCalendar> {
  const to = addDays(from, days - 1);
  const [slots, units] = await Promise.all([
    db.repo(DeliverySlot).find({ where: { zoneId: zone.id, date: Between(from, to) } }),
    unitsBySlot(db, zone.id, from, to),
  ]);
  const slotAt = new Map(slots.map((s) => [slotKey(s.date, s.windowStart), s]));
  const reasons = new Map(blackouts.map((b) => [b.date, b.reason]));
  const ruleWindows = calendar.rules?.windows ?? [];
  return {
    zoneId: zone.id,
    timeZone: zone.timeZone,
    from,
    windows: ruleWindows.map((w) => ({ start: w.start, end: w.end, label: label(w.start, w.end) })),
    days: Array.from({ length: days }, (_, day) => {
      const date = addDays(from, day);
      const times = new Map(ruleWindows.map((w) => [w.start, w.end]));
      for (const slot of slots) if (slot.date === date) times.set(slot.windowStart, slot.windowEnd);
      return {
        date,
        dateLabel: dateLabel(date),
        blackout: reasons.get(date) ?? null,
        windows: [...times.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([start, end]) => {
            const slot = slotAt.get(slotKey(date, start));
            const used = slot ? units.get(slot.id) : undefined;
            return {
              windowStart: start,
              windowEnd: end,
              label: label(start, end),
              capacityUnits: slot ? Number(slot.capacityUnits) : windowCapacity(calendar, date, start),
              bookedUnits: used?.booked ?? 0,
              heldUnits: used?.held ?? 0,
            };
          }),
      };
    }),
  };
}
