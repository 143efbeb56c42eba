const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const timeOnly = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });

/**
 * When a message arrived: the time for today's, the date for older ones (a list scans better that way), or both
 * with `full`. A value the browser cannot read shows as a dash.
 */
export function ReceivedAt({ iso, full = false }: { iso: string; full?: boolean }) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return <>–</>;
  const today = date.toDateString() === new Date().toDateString();
  const text = full ? timeFormat.format(date) : today ? timeOnly.format(date) : dayFormat.format(date);
  return (
    <time dateTime={iso} title={timeFormat.format(date)}>
      {text}
    </time>
  );
}
