/** "Tuesday, March 2" for a zone's local date (YYYY-MM-DD, read as a calendar date). */
export function windowDay(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** "8:00 AM – 12:00 PM" for a window's local HH:MM start and end. */
export function windowHours(start: string, end: string): string {
  const hour = (clock: string) => {
    const [h, m] = clock.split(':').map(Number) as [number, number];
    return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
  };
  return `${hour(start)} – ${hour(end)}`;
}
