import { addDays } from '../room-type/room-type-chart.js';

/**
 * Calendar arithmetic in a delivery zone's own time zone, with Intl alone. A window is a local date and local clock
 * times ("2026-03-08", "08:00"): the crew's day. The server runs on UTC, so every instant shown to a buyer is worked
 * out from the zone's offset on that very date, which is what keeps a window at 08:00 local across a daylight-saving
 * change. Dates without a zone (YYYY-MM-DD) are counted on the UTC calendar, which has no such changes.
 */

const partFormats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = partFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partFormats.set(timeZone, format);
  }
  return format;
}

/** The wall clock of `instant` in `timeZone`, as numbers. */
function wallClock(instant: Date, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of formatIn(timeZone).formatToParts(instant))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** How far the zone's clock is ahead of UTC at `instant`, in milliseconds (New York in winter: -5 h). */
function offsetMs(instant: Date, timeZone: string): number {
  const c = wallClock(instant, timeZone);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The zone's calendar date at `instant`, YYYY-MM-DD. */
export function localDateOf(instant: Date, timeZone: string): string {
  const c = wallClock(instant, timeZone);
  return `${c.year}-${pad(c.month)}-${pad(c.day)}`;
}

/** The zone's hour of the day (0-23) at `instant`. */
export function localHourOf(instant: Date, timeZone: string): number {
  return wallClock(instant, timeZone).hour;
}

/**
 * The instant at which the zone's clocks read `time` on `date`. The offset is taken twice: first at the guess made
 * with the offset of the UTC reading, then at the answer, so a date on either side of a change gets its own offset.
 * A time skipped by a spring change (02:30) lands an hour later, as clocks that jumped would show it.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const guess = asUtc - offsetMs(new Date(asUtc), timeZone);
  return new Date(asUtc - offsetMs(new Date(guess), timeZone));
}

/** ISO weekday of a date: 1 Monday ... 7 Sunday. */
export function isoWeekday(date: string): number {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** `date` moved back by `days` business days (Monday to Friday). */
export function businessDaysBefore(date: string, days: number): string {
  let moved = date;
  for (let left = days; left > 0;) {
    moved = addDays(moved, -1);
    if (isoWeekday(moved) <= 5) left--;
  }
  return moved;
}

/** "08:00" as a buyer reads it: "8:00 AM"; "12:30" is "12:30 PM". */
export function clockLabel(time: string): string {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:${pad(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** A date as a buyer reads it: "Sunday, March 8" (the date alone: no zone can move it). */
export function dateLabel(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  });
}
