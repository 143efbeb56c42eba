/** Dates as the shop shows them (US English), shared by the customer's and the back-office's order screens. */
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));
/** A YYYY-MM-DD day as a date, not a moment: read in UTC so it never shifts to the day before. */
export const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));
