import { describe, expect, it } from 'vitest';
import {
  deliveryWindows,
  firstDeliveryDate,
  jobUnits,
  rescheduleCutoff,
  windowCapacity,
  type IZoneCalendar,
} from './delivery-window-rules.js';
import { localDateOf, zonedInstant } from './delivery-window-time.js';
import { ZDeliveryWindowRulesInput } from './delivery-windows.js';

const rules = {
  weekdays: [1, 2, 3, 4, 5, 6, 7],
  windows: [
    { start: '08:00', end: '12:00' },
    { start: '12:00', end: '16:00' },
  ],
  capacityUnits: 4,
  leadDays: 1,
  cutoffHour: 14,
};
const calendar = (over: Partial<IZoneCalendar> = {}): IZoneCalendar => ({
  timeZone: 'America/New_York',
  rules,
  blackouts: new Set(),
  overrides: new Map(),
  ...over,
});
const noSlots = new Map();

describe('delivery windows', () => {
  it('counts a freight piece as a unit, and white glove one more per started hour of assembly', () => {
    const sofa = { quantity: 1, freight: true, needsAssembly: false, assemblyMinutes: 0 };
    const chairs = { quantity: 2, freight: true, needsAssembly: true, assemblyMinutes: 30 };
    const bed = { quantity: 1, freight: true, needsAssembly: true, assemblyMinutes: 70 };
    const lamp = { quantity: 1, freight: false, needsAssembly: false, assemblyMinutes: 0 };
    expect(jobUnits([sofa, chairs, lamp], 'curbside')).toBe(3);
    expect(jobUnits([sofa, chairs, lamp], 'room_of_choice')).toBe(3);
    // Two 30-minute chairs are one hour of assembly.
    expect(jobUnits([sofa, chairs, lamp], 'white_glove')).toBe(4);
    // 60 + 70 minutes start a third hour.
    expect(jobUnits([chairs, bed], 'white_glove')).toBe(3 + 3);
    // A parcel-only job still sends the van.
    expect(jobUnits([lamp], 'curbside')).toBe(1);
  });

  it('keeps 08:00 local across the March change, with the server on UTC', () => {
    // Thursday 10:00 in New York (EST): before the 14:00 cutoff, so one lead day makes Friday the first.
    const now = new Date('2026-03-05T15:00:00Z');
    const windows = deliveryWindows(calendar(), now, 4, 1, noSlots);
    expect(windows.map((w) => [w.date, w.windowStart, w.start])).toEqual([
      ['2026-03-06', '08:00', '2026-03-06T13:00:00.000Z'],
      ['2026-03-06', '12:00', '2026-03-06T17:00:00.000Z'],
      ['2026-03-07', '08:00', '2026-03-07T13:00:00.000Z'],
      ['2026-03-07', '12:00', '2026-03-07T17:00:00.000Z'],
      // Sunday March 8: clocks went forward at 02:00, so 08:00 is an hour earlier in UTC.
      ['2026-03-08', '08:00', '2026-03-08T12:00:00.000Z'],
      ['2026-03-08', '12:00', '2026-03-08T16:00:00.000Z'],
      ['2026-03-09', '08:00', '2026-03-09T12:00:00.000Z'],
      ['2026-03-09', '12:00', '2026-03-09T16:00:00.000Z'],
    ]);
    expect(windows[4]).toMatchObject({
      dateLabel: 'Sunday, March 8',
      label: '8:00 AM – 12:00 PM',
      end: '2026-03-08T16:00:00.000Z',
      available: true,
    });
  });

  it('keeps 08:00 local across the November change, and on the west coast', () => {
    const now = new Date('2026-10-30T12:00:00Z');
    const starts = deliveryWindows(
      calendar({ rules: { ...rules, windows: [rules.windows[0]!] } }),
      now,
      3,
      1,
      noSlots,
    );
    expect(starts.map((w) => [w.date, w.start])).toEqual([
      ['2026-10-31', '2026-10-31T12:00:00.000Z'],
      // Sunday November 1: clocks went back at 02:00, so 08:00 is an hour later in UTC.
      ['2026-11-01', '2026-11-01T13:00:00.000Z'],
      ['2026-11-02', '2026-11-02T13:00:00.000Z'],
    ]);
    expect(zonedInstant('2026-11-01', '08:00', 'America/Los_Angeles').toISOString()).toBe(
      '2026-11-01T16:00:00.000Z',
    );
    expect(zonedInstant('2026-10-31', '08:00', 'America/Los_Angeles').toISOString()).toBe(
      '2026-10-31T15:00:00.000Z',
    );
    // The local date of an instant is the zone's, not the server's: 03:00 UTC is still the evening before.
    expect(localDateOf(new Date('2026-11-02T03:00:00Z'), 'America/New_York')).toBe('2026-11-01');
  });

  it('counts an order after the cutoff hour as the next day, in the zone’s time', () => {
    // 14:30 in New York is 19:30 UTC; 13:59 is before the cutoff.
    expect(firstDeliveryDate(new Date('2026-03-05T19:30:00Z'), 'America/New_York', rules)).toBe('2026-03-07');
    expect(firstDeliveryDate(new Date('2026-03-05T18:59:00Z'), 'America/New_York', rules)).toBe('2026-03-06');
    // 23:00 in New York is already the next day in UTC: still the 5th there, after the cutoff.
    expect(
      firstDeliveryDate(new Date('2026-03-06T04:00:00Z'), 'America/New_York', { ...rules, leadDays: 0 }),
    ).toBe('2026-03-06');
  });

  it('offers nothing before the lead time, on blackout days or on days off, and says only whether a job fits', () => {
    const now = new Date('2026-03-05T15:00:00Z');
    const cal = calendar({
      rules: { ...rules, weekdays: [1, 2, 3, 4, 5] },
      blackouts: new Set(['2026-03-09']),
      overrides: new Map([
        ['2026-03-10 12:00', 0],
        ['2026-03-10 08:00', 9],
      ]),
    });
    const slots = new Map([['2026-03-06 08:00', { capacityUnits: 4, usedUnits: 3 }]]);
    const windows = deliveryWindows(cal, now, 5, 2, slots);
    expect(windows.map((w) => `${w.date} ${w.windowStart} ${w.available}`)).toEqual([
      '2026-03-06 08:00 false',
      '2026-03-06 12:00 true',
      '2026-03-10 08:00 true',
    ]);
    expect(Object.keys(windows[0]!).sort()).toEqual(
      ['available', 'date', 'dateLabel', 'end', 'label', 'start', 'windowEnd', 'windowStart'].sort(),
    );
    expect(windowCapacity(cal, '2026-03-10', '08:00')).toBe(9);
    expect(windowCapacity(cal, '2026-03-09', '08:00')).toBe(0);
    expect(windowCapacity(cal, '2026-03-06', '09:00')).toBe(0);
    expect(deliveryWindows(calendar({ rules: null }), now, 5, 1, noSlots)).toEqual([]);
    // A job bigger than a window never fits.
    expect(deliveryWindows(cal, now, 1, 5, noSlots).some((w) => w.available)).toBe(false);
  });

  it('closes customer changes two business days before the window, at the window’s local time', () => {
    // A Tuesday window: the Friday before. A Thursday window: the Tuesday.
    expect(rescheduleCutoff('2026-03-10', '08:00', 'America/New_York').toISOString()).toBe(
      '2026-03-06T13:00:00.000Z',
    );
    expect(rescheduleCutoff('2026-03-12', '12:00', 'America/New_York').toISOString()).toBe(
      '2026-03-10T16:00:00.000Z',
    );
  });

  it('refuses overlapping or backwards windows', () => {
    const base = { zoneId: 1, weekdays: [1], capacityUnits: 2, leadDays: 1, cutoffHour: 14 };
    expect(
      ZDeliveryWindowRulesInput.safeParse({
        ...base,
        windows: [
          { start: '12:00', end: '16:00' },
          { start: '08:00', end: '12:30' },
        ],
      }).success,
    ).toBe(false);
    expect(
      ZDeliveryWindowRulesInput.safeParse({ ...base, windows: [{ start: '12:00', end: '08:00' }] }).success,
    ).toBe(false);
    const parsed = ZDeliveryWindowRulesInput.parse({
      ...base,
      weekdays: [5, 1, 5],
      windows: [
        { start: '12:00', end: '16:00' },
        { start: '08:00', end: '12:00' },
      ],
    });
    expect(parsed.weekdays).toEqual([1, 5]);
    expect(parsed.windows.map((w) => w.start)).toEqual(['08:00', '12:00']);
  });
});
