import type { TDeliveryCalendar } from '@shop/domain';
import { Link } from '@tanstack/react-router';
import { useId, useRef } from 'react';
import { useHorizontalOverflow } from '#/lib/use-horizontal-overflow';
import tableCss from '#/styles/table.module.css';
import styles from './WindowsPanel.module.css';

/** "12 / 2 / 20": booked, held and capacity of a window; a dash where the crew does not go out. */
function Cell({ window }: { window: TDeliveryCalendar['days'][number]['windows'][number] | undefined }) {
  if (!window || (window.capacityUnits === 0 && window.bookedUnits === 0 && window.heldUnits === 0))
    return (
      <td className={styles['calendar__off']}>
        <span aria-hidden="true">—</span>
        <span className="sr-only">No deliveries</span>
      </td>
    );
  const full = window.bookedUnits + window.heldUnits >= window.capacityUnits;
  return (
    <td className={full ? styles['calendar__full'] : undefined}>
      {window.bookedUnits} booked · {window.heldUnits} held · {window.capacityUnits} capacity
    </td>
  );
}

/**
 * A zone's next weeks, a row per date and a column per window, each cell booked / held / capacity in crew units.
 * Windows bookings still sit in after a rule change get a column of their own, so no booking is hidden.
 */
export function WindowsCalendar({ zoneName, calendar }: { zoneName: string; calendar: TDeliveryCalendar }) {
  const scroller = useRef<HTMLDivElement>(null);
  const { overflowing } = useHorizontalOverflow(scroller);
  const hintId = useId();
  const columns = new Map(calendar.windows.map((w) => [w.start, w.label]));
  for (const day of calendar.days)
    for (const w of day.windows) if (!columns.has(w.windowStart)) columns.set(w.windowStart, w.label);
  const starts = [...columns.keys()].sort();
  return (
    <>
      {overflowing ? (
        <p className={styles['windows-panel__muted']} id={hintId}>
          Scroll sideways to see every window
        </p>
      ) : null}
      <div
        ref={scroller}
        className={styles['calendar-scroll']}
        tabIndex={0}
        role="region"
        aria-label={`Delivery calendar of ${zoneName}`}
        aria-describedby={overflowing ? hintId : undefined}
      >
        <table className={`${tableCss.table} ${styles.calendar}`}>
          <caption>
            {zoneName}: booked, held and capacity in crew units, per window, {calendar.days[0]?.date} to{' '}
            {calendar.days.at(-1)?.date} ({calendar.timeZone})
          </caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              {starts.map((start) => (
                <th key={start} scope="col">
                  {columns.get(start)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {calendar.days.map((day) => (
              <tr key={day.date} className={day.blackout === null ? undefined : styles['calendar__blackout']}>
                <th scope="row">
                  <Link
                    to="/admin/delivery/$zoneId/day/$date"
                    params={{ zoneId: calendar.zoneId, date: day.date }}
                  >
                    {day.dateLabel}
                  </Link>
                </th>
                {day.blackout === null ? (
                  starts.map((start) => (
                    <Cell key={start} window={day.windows.find((w) => w.windowStart === start)} />
                  ))
                ) : (
                  <td colSpan={starts.length}>Blackout{day.blackout ? `: ${day.blackout}` : ''}</td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
