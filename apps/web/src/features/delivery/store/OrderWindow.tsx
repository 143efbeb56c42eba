import type { TOrderDetail } from '@shop/domain';
import { lazy, Suspense, useState } from 'react';
import { Spinner } from '#/components/Spinner';
import { errorMessageOf } from '#/lib/api-errors';
import { trpc } from '#/lib/trpc';
import { windowDay, windowHours } from './window-words';
import styles from './OrderWindow.module.css';

const WindowPicker = lazy(() => import('./WindowPicker'));

/**
 * The day our crew brings a paid order: the window booked (with "Change" until the cutoff, which the server keeps),
 * or the choice of one when it has none yet (made to order) or lost it. Nothing for a carrier's order, or for a
 * guest reading the order from another browser (the window is theirs by their cart session).
 */
/** Whether the order's page shows its delivery day: a paid crew delivery still to come. */
export const hasWindowDay = (order: TOrderDetail) =>
  Boolean(order.delivery?.zoneId) && order.status === 'paid' && order.fulfilmentStatus !== 'delivered';

export function OrderWindow({ order }: { order: TOrderDetail }) {
  const open = hasWindowDay(order);
  const window = trpc.deliveryWindow.orderWindow.useQuery(
    { number: order.number },
    { enabled: open, retry: false },
  );
  const choose = trpc.deliveryWindow.chooseOrderWindow.useMutation();
  const utils = trpc.useUtils();
  const [changing, setChanging] = useState(false);
  if (!open || !order.delivery?.zoneId || window.isError) return null;
  if (window.isPending) return <Spinner label="Loading the delivery window" />;
  const booking = window.data;
  const booked = booking?.state === 'booked';
  return (
    <div className={styles['order-window']}>
      {booked ? (
        <p>
          <strong>
            {windowDay(booking.date)}, {windowHours(booking.windowStart, booking.windowEnd)}
          </strong>{' '}
          (local time)
        </p>
      ) : booking?.state === 'needs_window' ? (
        <p role="alert">The window your delivery had could not be kept: choose another day below.</p>
      ) : (
        <p>Choose the day our crew brings your order.</p>
      )}
      {booked && !changing ? (
        <button type="button" className="button button--ghost" onClick={() => setChanging(true)}>
          Change the delivery day
        </button>
      ) : (
        <Suspense fallback={<Spinner label="Finding delivery days" />}>
          <WindowPicker
            zoneId={order.delivery.zoneId}
            kind={order.delivery.kind}
            lines={order.lines.flatMap((l) =>
              l.productId ? [{ productId: l.productId, quantity: l.quantity }] : [],
            )}
            chosen={booked ? booking : null}
            onChoose={async (w) => {
              try {
                await choose.mutateAsync({ number: order.number, date: w.date, windowStart: w.windowStart });
                await utils.deliveryWindow.orderWindow.invalidate({ number: order.number });
                setChanging(false);
                return null;
              } catch (error) {
                return errorMessageOf(error, 'This window could not be booked. Choose another.');
              }
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
