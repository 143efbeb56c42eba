/** `?, ?, ?` for an IN list of these values. */
export const placeholders = (values: readonly unknown[]): string => values.map(() => '?').join(', ');

/** A UTC datetime as both databases store and compare it ('2026-11-22 10:00:00.000'). */
export function sqlDateTime(date: Date): string {
  return date.toISOString().replace('T', ' ').slice(0, 23);
}
