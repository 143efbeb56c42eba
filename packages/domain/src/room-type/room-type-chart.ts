import { z } from 'zod';

/** The chart's default window: today and the 29 days before it. */
export const CHART_DEFAULT_DAYS = 30;
/** A year, leap day included; a longer range would be slow to count and unreadable as a daily chart. */
export const CHART_MAX_DAYS = 366;
export const CHART_RANGE_ORDER_MESSAGE = 'The end date must be on or after the start date.';
export const CHART_RANGE_TOO_LONG_MESSAGE = `Choose a range of at most ${CHART_MAX_DAYS} days.`;
export const CHART_DAY_MESSAGE = 'Enter a date as YYYY-MM-DD.';

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** The UTC calendar day of a moment, as YYYY-MM-DD. */
export const utcDay = (moment: Date | number): string => new Date(moment).toISOString().slice(0, 10);

export const addDays = (day: string, days: number): string => utcDay(Date.parse(day) + days * DAY_MS);

/** Days from `from` to `to`, both included. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

/** Every day from `from` to `to`, both included. */
export function dayRange(from: string, to: string): string[] {
  return Array.from({ length: Math.max(0, daysBetween(from, to)) }, (_, i) => addDays(from, i));
}

/** A calendar day (YYYY-MM-DD) or an ISO date-time, which counts as its UTC day. 2026-02-30 is refused. */
const ZDay = z
  .string()
  .trim()
  .refine(
    (text) =>
      (DAY_PATTERN.test(text) && utcDay(Date.parse(text) || 0) === text) ||
      (DATE_TIME_PATTERN.test(text) && !Number.isNaN(Date.parse(text))),
    CHART_DAY_MESSAGE,
  )
  .transform((text) => (text.length === 10 ? text : utcDay(Date.parse(text))));

/**
 * The range of POST /api/room/type/chartData. Without bounds it is the last 30 days (UTC) ending today; with
 * one bound, the 30 days starting or ending there. The answer reports the resolved range.
 */
export const ZRoomTypeChartInput = z
  .object({ from: ZDay.optional(), to: ZDay.optional() })
  .optional()
  .transform((range) => {
    const to = range?.to ?? (range?.from ? addDays(range.from, CHART_DEFAULT_DAYS - 1) : utcDay(Date.now()));
    const from = range?.from ?? addDays(to, 1 - CHART_DEFAULT_DAYS);
    return { from, to };
  })
  .superRefine(({ from, to }, ctx) => {
    if (from > to) ctx.addIssue({ code: 'custom', path: ['to'], message: CHART_RANGE_ORDER_MESSAGE });
    else if (daysBetween(from, to) > CHART_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: CHART_RANGE_TOO_LONG_MESSAGE });
  });
export type TRoomTypeChartInput = z.infer<typeof ZRoomTypeChartInput>;

export const ZRoomTypeChartSeries = z.object({
  roomTypeId: z.number().int(),
  name: z.string(),
  roomId: z.number().int(),
  roomName: z.string(),
  total: z.number().int(),
  /** One count per entry of `days`, in the same order. */
  counts: z.array(z.number().int()),
});

/** Views per room type per UTC day, every room type included (zeros too), the most viewed first. */
export const ZRoomTypeChart = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(z.string()),
  series: z.array(ZRoomTypeChartSeries),
});
export type TRoomTypeChart = z.infer<typeof ZRoomTypeChart>;
