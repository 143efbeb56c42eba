import {
  DeliveryBlackout,
  DeliveryHold,
  DeliverySlot,
  DeliveryWindowOverride,
  DeliveryWindowRule,
  DeliveryZone,
} from '@shop/db';
import {
  slotKey,
  windowTimes,
  zoneForZip,
  type IWindowRules,
  type IZoneCalendar,
  type TDeliveryHold,
  type TDeliveryHoldState,
  type TDeliverySchedule,
} from '@shop/domain';
import { MoreThanOrEqual } from 'typeorm';
import type { Db } from '../common/db.js';
import { findOrThrow } from '../common/find.js';
import { isUniqueViolation } from '../common/sql.js';
import { NotFoundError } from '../errors.js';

/** A rule row as the domain reads it: "1 2 3" and "08:00-12:00 12:00-16:00" become lists. */
function rulesOf(row: DeliveryWindowRule | null): IWindowRules | null {
  if (!row) return null;
  return {
    weekdays: row.weekdays.split(' ').filter(Boolean).map(Number),
    windows: row.windows
      .split(' ')
      .filter(Boolean)
      .map((pair) => {
        const [start = '', end = ''] = pair.split('-');
        return { start, end };
      }),
    capacityUnits: Number(row.capacityUnits),
    leadDays: Number(row.leadDays),
    cutoffHour: Number(row.cutoffHour),
  };
}

export interface IZoneWithCalendar {
  zone: DeliveryZone;
  calendar: IZoneCalendar;
  blackouts: DeliveryBlackout[];
  overrides: DeliveryWindowOverride[];
}

/**
 * A zone and everything that decides its capacity from `fromDate` on (all of it when left out); 404 for an unknown
 * zone.
 */
export async function zoneCalendar(db: Db, zoneId: number, fromDate?: string): Promise<IZoneWithCalendar> {
  const zone = await findOrThrow(db.repo(DeliveryZone), zoneId, 'Delivery zone');
  const dated = fromDate === undefined ? { zoneId } : { zoneId, date: MoreThanOrEqual(fromDate) };
  const [rule, blackouts, overrides] = await Promise.all([
    db.repo(DeliveryWindowRule).findOne({ where: { zoneId } }),
    db.repo(DeliveryBlackout).find({ where: dated, order: { date: 'ASC' } }),
    db.repo(DeliveryWindowOverride).find({ where: dated, order: { date: 'ASC', windowStart: 'ASC' } }),
  ]);
  return {
    zone,
    blackouts,
    overrides,
    calendar: {
      timeZone: zone.timeZone,
      rules: rulesOf(rule),
      blackouts: new Set(blackouts.map((b) => b.date)),
      overrides: new Map(overrides.map((o) => [slotKey(o.date, o.windowStart), Number(o.capacityUnits)])),
    },
  };
}

/** The staff's view of a zone's windows. */
export function toSchedule({ zone, calendar, blackouts, overrides }: IZoneWithCalendar): TDeliverySchedule {
  return {
    zoneId: zone.id,
    timeZone: zone.timeZone,
    rules: calendar.rules
      ? {
          ...calendar.rules,
          weekdays: [...calendar.rules.weekdays],
          windows: calendar.rules.windows.map((w) => ({ ...w })),
        }
      : null,
    blackouts: blackouts.map((b) => ({ date: b.date, reason: b.reason })),
    overrides: overrides.map((o) => ({
      date: o.date,
      windowStart: o.windowStart,
      capacityUnits: Number(o.capacityUnits),
    })),
  };
}

/** A hold with its window, dated in its zone's time. */
export async function holdView(db: Db, id: number): Promise<TDeliveryHold> {
  const hold = await db.repo(DeliveryHold).findOne({ where: { id } });
  if (!hold) throw new NotFoundError('Delivery hold');
  const slot = await db.repo(DeliverySlot).findOneOrFail({ where: { id: hold.slotId } });
  const zone = await db.repo(DeliveryZone).findOneOrFail({ where: { id: slot.zoneId } });
  const times = windowTimes(slot.date, { start: slot.windowStart, end: slot.windowEnd }, zone.timeZone);
  return {
    id: hold.id,
    zoneId: slot.zoneId,
    date: slot.date,
    windowStart: slot.windowStart,
    windowEnd: slot.windowEnd,
    start: times.start,
    end: times.end,
    units: Number(hold.units),
    state: hold.state as TDeliveryHoldState,
    expiresAt: new Date(hold.expiresAt).toISOString(),
    orderId: hold.orderId === null ? null : Number(hold.orderId),
  };
}

/** The zone delivering to a ZIP, or null. */
export async function zoneIdOfZip(db: Db, postalCode: string): Promise<number | null> {
  const zones = (await db.repo(DeliveryZone).find()).map((zone) => ({
    id: zone.id,
    zips: zone.zips.split(' ').filter(Boolean),
  }));
  return zoneForZip(zones, postalCode)?.id ?? null;
}

/** Inserts, or updates when another request inserted the same row first. */
export async function upsert(insert: () => Promise<unknown>, update: () => Promise<unknown>): Promise<void> {
  try {
    await insert();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await update();
  }
}
