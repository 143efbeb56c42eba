import type { TDeliveryDaySheet, TDeliveryStop } from '@shop/domain';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ConfirmDialog } from '#/components/ConfirmDialog';
import { useToast } from '#/components/Toast';
import { errorMessageOf } from '#/lib/api-errors';
import { trpc } from '#/lib/trpc';
import styles from './DaySheet.module.css';

interface IStopProps {
  stop: TDeliveryStop;
  date: string;
  zoneId: number;
  canDeliver: boolean;
}

/** One delivery: who, where, what to carry in and assemble, how to get in, and "Delivered" for administrators. */
function Stop({ stop, date, zoneId, canDeliver }: IStopProps) {
  const utils = trpc.useUtils();
  const toast = useToast();
  const delivered = trpc.deliveryWindow.stopDelivered.useMutation();
  const [confirming, setConfirming] = useState(false);
  const titleId = `stop-${stop.bookingId}`;
  return (
    <li className={styles['day-sheet__stop']} aria-labelledby={titleId}>
      <div className={styles['day-sheet__stop-head']}>
        <h3 id={titleId} className={styles['day-sheet__stop-title']}>
          {stop.orderId === null ? (
            stop.orderNumber || 'No order'
          ) : (
            <Link to="/admin/order/$id" params={{ id: stop.orderId }}>
              Order {stop.orderNumber}
            </Link>
          )}{' '}
          · {stop.name}
        </h3>
        {stop.delivered ? (
          <span className={styles['day-sheet__done']}>Delivered</span>
        ) : canDeliver && stop.orderId !== null ? (
          <button
            type="button"
            className={`button button--small ${styles['day-sheet__no-print']}`}
            onClick={() => setConfirming(true)}
          >
            Delivered<span className="sr-only"> order {stop.orderNumber}</span>
          </button>
        ) : null}
      </div>
      <dl className={styles['day-sheet__facts']}>
        <dt>Address</dt>
        <dd>{stop.address}</dd>
        <dt>Phone</dt>
        <dd>{stop.phone ? <a href={`tel:${stop.phone}`}>{stop.phone}</a> : '—'}</dd>
        <dt>Crew units</dt>
        <dd>
          {stop.units}
          {stop.level ? ` · ${stop.level}` : ''}
        </dd>
        <dt>Pieces</dt>
        <dd>
          <ul className={styles['day-sheet__pieces']}>
            {stop.pieces.map((piece, index) => (
              <li key={index}>
                {piece.quantity} × {piece.name}
                {piece.options ? ` (${piece.options})` : ''}
                {piece.assembly ? <strong> · assemble</strong> : null}
              </li>
            ))}
          </ul>
        </dd>
        <dt>Access notes</dt>
        <dd>{stop.accessNotes.length === 0 ? 'None saved' : stop.accessNotes.join(' · ')}</dd>
      </dl>
      <ConfirmDialog
        open={confirming}
        title={`Order ${stop.orderNumber} delivered?`}
        confirmLabel="Mark delivered"
        busyLabel="Saving…"
        busy={delivered.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          delivered.mutate(
            { bookingId: stop.bookingId, date },
            {
              onSuccess: () => {
                setConfirming(false);
                toast.success(`Order ${stop.orderNumber} delivered.`);
                void utils.deliveryWindow.daySheet.invalidate({ zoneId, date });
              },
              onError: (error) => {
                setConfirming(false);
                toast.error(errorMessageOf(error, 'The delivery could not be recorded.'));
              },
            },
          )
        }
      >
        Pieces not shipped yet go in one crew shipment, and the order&rsquo;s shipments are delivered on{' '}
        {date}.
      </ConfirmDialog>
    </li>
  );
}

/** What a zone's crew does on one date, window by window in the order of the day; prints on paper without the menus. */
export function DaySheet({ sheet, canDeliver }: { sheet: TDeliveryDaySheet; canDeliver: boolean }) {
  const stops = sheet.windows.reduce((sum, w) => sum + w.bookings.length, 0);
  return (
    <div className={styles['day-sheet']}>
      <div className={`${styles['day-sheet__bar']} ${styles['day-sheet__no-print']}`}>
        <p>
          {stops} {stops === 1 ? 'stop' : 'stops'}
        </p>
        <button type="button" className="button" onClick={() => window.print()}>
          Print
        </button>
      </div>
      {sheet.windows.length === 0 ? <p>The crews do not go out on this date.</p> : null}
      {sheet.windows.map((w) => (
        <section
          key={w.windowStart}
          className={styles['day-sheet__window']}
          aria-labelledby={`window-${w.windowStart}`}
        >
          <h2 id={`window-${w.windowStart}`} className={styles['day-sheet__window-title']}>
            {w.label}{' '}
            <span className={styles['day-sheet__muted']}>
              {w.usedUnits} of {w.capacityUnits} units used
            </span>
          </h2>
          {w.bookings.length === 0 ? (
            <p className={styles['day-sheet__muted']}>No deliveries booked.</p>
          ) : (
            <ol className={styles['day-sheet__stops']}>
              {w.bookings.map((stop) => (
                <Stop
                  key={stop.bookingId}
                  stop={stop}
                  date={sheet.date}
                  zoneId={sheet.zoneId}
                  canDeliver={canDeliver}
                />
              ))}
            </ol>
          )}
        </section>
      ))}
    </div>
  );
}
