const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** A record's last change as a date; a value the browser cannot read shows as a dash rather than "Invalid Date". */
export function UpdatedAt({ iso }: { iso: string }) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return <>–</>;
  return <time dateTime={iso}>{dateFormat.format(date)}</time>;
}
