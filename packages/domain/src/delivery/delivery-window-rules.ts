import type { IDeliveryPiece, TDeliveryLevelKind } from './delivery-levels.js';
import { addDays } from '../room-type/room-type-chart.js';
import {
  businessDaysBefore,
  clockLabel,
  dateLabel,
  isoWeekday,
  localDateOf,
  localHourOf,
  zonedInstant,
} from './delivery-window-time.js';
import { RESCHEDULE_CUTOFF_BUSINESS_DAYS, type TDeliveryWindow } from './delivery-windows.js';

/** A piece of a delivery job: a cart line as the crew sees it. */
export interface IJobPiece extends IDeliveryPiece {
  /** Minutes to assemble one piece (0 when it comes assembled). */
  assemblyMinutes: number;
}

/**
 * The crew units a job takes from a window. A unit is what one crew does in a slot of its window: carrying one
 * freight piece, or one hour of assembly. So a job takes one unit per freight piece (parcel-sized pieces ride along
 * in the same van), and white glove adds one unit per started hour of assembly over all the pieces that need it
 * (assembly minutes x quantity, summed, then rounded up to whole hours: two 30-minute chairs are one hour). Every
 * job takes at least one unit, since the van still goes out.
 */
export function jobUnits(pieces: readonly IJobPiece[], kind: TDeliveryLevelKind): number {
  const freight = pieces.reduce((sum, p) => sum + (p.freight ? p.quantity : 0), 0);
  const assemblyMinutes =
    kind === 'white_glove'
      ? pieces.reduce((sum, p) => sum + (p.needsAssembly ? p.assemblyMinutes * p.quantity : 0), 0)
      : 0;
  return Math.max(1, freight + Math.ceil(assemblyMinutes / 60));
}

export interface IWindowTimes {
  start: string;
  end: string;
}

export interface IWindowRules {
  weekdays: readonly number[];
  windows: readonly IWindowTimes[];
  capacityUnits: number;
  leadDays: number;
  cutoffHour: number;
}

/** What decides a zone's capacity on a date: its weekly rules, its blackout days and one-window overrides. */
export interface IZoneCalendar {
  timeZone: string;
  rules: IWindowRules | null;
  blackouts: ReadonlySet<string>;
  /** Keyed by slotKey(date, windowStart). */
  overrides: ReadonlyMap<string, number>;
}

export const slotKey = (date: string, windowStart: string) => `${date} ${windowStart}`;

/** The window of the zone's rules starting at `windowStart` on `date`, if the crew goes out then at all. */
export function offeredWindow(
  calendar: IZoneCalendar,
  date: string,
  windowStart: string,
): IWindowTimes | null {
  const { rules } = calendar;
  if (!rules || !rules.weekdays.includes(isoWeekday(date)) || calendar.blackouts.has(date)) return null;
  return rules.windows.find((w) => w.start === windowStart) ?? null;
}

/** Units a window can take on a date: the override for that window and date, else the rule's; 0 when not offered. */
export function windowCapacity(calendar: IZoneCalendar, date: string, windowStart: string): number {
  if (!offeredWindow(calendar, date, windowStart)) return 0;
  return calendar.overrides.get(slotKey(date, windowStart)) ?? calendar.rules!.capacityUnits;
}

/**
 * The first local date a delivery can be on for an order placed at `now`: today in the zone, or tomorrow once the
 * zone's clock has reached the cutoff hour, plus the lead days.
 */
export function firstDeliveryDate(
  now: Date,
  timeZone: string,
  rules: Pick<IWindowRules, 'leadDays' | 'cutoffHour'>,
) {
  const today = localDateOf(now, timeZone);
  const placed = localHourOf(now, timeZone) >= rules.cutoffHour ? addDays(today, 1) : today;
  return addDays(placed, rules.leadDays);
}

/** What a window's slot row says of its room, once a hold made one. */
export interface ISlotRoom {
  capacityUnits: number;
  usedUnits: number;
}

/**
 * The windows a job of `units` can be offered over `days` days from the first delivery date, in the zone's time, on
 * the days and at the times of its rules and never on a blackout day. A window says only whether the job fits: the
 * room left is the slot's (its capacity, changed by staff, less what holds and bookings use), or the calendar's
 * capacity where no hold has made a slot yet. A window with no capacity at all is left out.
 */
export function deliveryWindows(
  calendar: IZoneCalendar,
  now: Date,
  days: number,
  units: number,
  slots: ReadonlyMap<string, ISlotRoom>,
): TDeliveryWindow[] {
  const { rules, timeZone } = calendar;
  if (!rules) return [];
  const first = firstDeliveryDate(now, timeZone, rules);
  const windows: TDeliveryWindow[] = [];
  for (let day = 0; day < days; day++) {
    const date = addDays(first, day);
    for (const times of rules.windows) {
      const capacity = windowCapacity(calendar, date, times.start);
      if (capacity === 0) continue;
      const slot = slots.get(slotKey(date, times.start));
      const room = slot ? slot.capacityUnits - slot.usedUnits : capacity;
      windows.push({ ...windowTimes(date, times, timeZone), available: units <= room });
    }
  }
  return windows;
}

/** A window's date and times, in the zone's words and as instants. */
export function windowTimes(date: string, times: IWindowTimes, timeZone: string) {
  return {
    date,
    dateLabel: dateLabel(date),
    windowStart: times.start,
    windowEnd: times.end,
    label: `${clockLabel(times.start)} – ${clockLabel(times.end)}`,
    start: zonedInstant(date, times.start, timeZone).toISOString(),
    end: zonedInstant(date, times.end, timeZone).toISOString(),
  };
}

/**
 * Until when a customer may move a delivery out of (or into) a window: the same local time, the cutoff's number of
 * business days before the window's date.
 */
export function rescheduleCutoff(date: string, windowStart: string, timeZone: string): Date {
  return zonedInstant(businessDaysBefore(date, RESCHEDULE_CUTOFF_BUSINESS_DAYS), windowStart, timeZone);
}
