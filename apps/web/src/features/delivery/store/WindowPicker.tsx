import type { TDeliveryLevelKind, TDeliveryWindow } from '@shop/domain';
import { useState } from 'react';
import { Spinner } from '#/components/Spinner';
import { errorMessageOf } from '#/lib/api-errors';
import { trpc } from '#/lib/trpc';
import styles from './WindowPicker.module.css';

export interface IWindowPickerProps {
  zoneId: number;
  kind: TDeliveryLevelKind;
  lines: { productId: number; quantity: number }[];
  /** The window chosen now (date and start), if any. */
  chosen: { date: string; windowStart: string } | null;
  /** Holds or books the window; answers an error to show, or null. */
  onChoose: (window: TDeliveryWindow) => Promise<string | null>;
  disabled?: boolean;
}

/**
 * The crew's delivery windows for a job: the days offered in the zone's own time (the server works them out, also
 * across a daylight-saving change), then that day's windows. Native radio groups: arrow keys move, screen readers
 * announce each day and window, and a window that filled says so instead of a count.
 */
export default function WindowPicker({
  zoneId,
  kind,
  lines,
  chosen,
  onChoose,
  disabled,
}: IWindowPickerProps) {
  const availability = trpc.deliveryWindow.availability.useQuery(
    { zoneId, kind, lines },
    { staleTime: 30_000 },
  );
  const [day, setDay] = useState<string | null>(chosen?.date ?? null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The window just picked shows as chosen while it is being held; a refusal takes it back.
  const [picked, setPicked] = useState<string | null>(null);
  if (availability.isPending) return <Spinner label="Finding delivery days" />;
  if (availability.isError)
    return (
      <p role="alert">
        {errorMessageOf(availability.error, 'The delivery days could not be loaded. Try again.')}
      </p>
    );
  const windows = availability.data.windows;
  const days = [...new Map(windows.map((w) => [w.date, w.dateLabel])).entries()];
  if (days.length === 0)
    return (
      <p className={styles['window-picker__note']}>We will call you to agree a delivery day with our crew.</p>
    );
  // The first day with room is shown first: a buyer should not open on a day that is full.
  const shownDay = day ?? windows.find((w) => w.available)?.date ?? days[0]![0];
  const choose = async (window: TDeliveryWindow) => {
    setBusy(true);
    setProblem(null);
    setPicked(`${window.date} ${window.windowStart}`);
    const error = await onChoose(window).finally(() => setBusy(false));
    setProblem(error);
    if (error) {
      setPicked(null);
      void availability.refetch();
    }
  };
  return (
    <div className={styles['window-picker']}>
      <fieldset className={styles['window-picker__days']} disabled={disabled || busy}>
        <legend>Delivery day</legend>
        <div className={styles['window-picker__scroll']}>
          {days.map(([date, label]) => {
            const open = windows.some((w) => w.date === date && w.available);
            return (
              <label key={date} className={styles['window-picker__day']} data-chosen={date === shownDay}>
                <input
                  type="radio"
                  name="delivery-day"
                  value={date}
                  checked={date === shownDay}
                  onChange={() => setDay(date)}
                />
                <span>{label}</span>
                {open ? null : <small>Full</small>}
              </label>
            );
          })}
        </div>
      </fieldset>
      <fieldset className={styles['window-picker__windows']} disabled={disabled || busy}>
        <legend>Time window (local time)</legend>
        {windows
          .filter((w) => w.date === shownDay)
          .map((w) => {
            const isChosen =
              picked === `${w.date} ${w.windowStart}` ||
              (picked === null && chosen?.date === w.date && chosen.windowStart === w.windowStart);
            return (
              <label key={w.windowStart} className={styles['window-picker__window']} data-chosen={isChosen}>
                <input
                  type="radio"
                  name="delivery-window"
                  value={w.windowStart}
                  checked={isChosen}
                  disabled={!w.available}
                  onChange={() => void choose(w)}
                />
                <span>{w.label}</span>
                {w.available ? null : <small>Filled up</small>}
              </label>
            );
          })}
      </fieldset>
      <p className={styles['window-picker__status']} role="status">
        {busy ? 'Keeping this window for you…' : ''}
      </p>
      {problem ? (
        <p className={styles['window-picker__problem']} role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
