import type { TOrderDetail } from '@shop/domain';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useId, useState } from 'react';
import { Spinner } from '#/components/Spinner';
import styles from './CaseEntry.module.css';

const CaseCenter = lazy(() => import('./CaseCenter'));

/**
 * Whether the order has something the buyer could send back or report: a paid order with at least one piece
 * delivered. The options call says per line what is possible; this only decides whether to offer the way there.
 */
const hasDeliveredLine = (order: TOrderDetail) =>
  (order.status === 'paid' || order.status === 'completed') &&
  (order.fulfilmentStatus === 'delivered' || order.shipments.some((s) => s.status === 'delivered'));

/** The signed-in buyer's way from the order page to its returns page. */
export function ReturnsLink({ order }: { order: TOrderDetail }) {
  if (!hasDeliveredLine(order)) return null;
  return (
    <Link
      to="/my-account/order/returns/$orderDetail"
      params={{ orderDetail: order.number }}
      className={`button button--ghost ${styles['case-entry__link']}`}
    >
      Return or report a problem
    </Link>
  );
}

/**
 * A guest's way, under the order found by its number and email: the panel opens in place, so the email stays in
 * memory and never goes into an address. Its code loads only when it is opened.
 */
export function GuestReturns({ order, email }: { order: TOrderDetail; email: string }) {
  const [open, setOpen] = useState(false);
  const panel = useId();
  if (!hasDeliveredLine(order)) return null;
  return (
    <section className={styles['case-entry']} aria-label="Returns and problems">
      <button
        type="button"
        className="button button--ghost"
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen((was) => !was)}
      >
        Return or report a problem
      </button>
      <div id={panel}>
        {open ? (
          <Suspense fallback={<Spinner label="Loading returns and problems" />}>
            <CaseCenter number={order.number} email={email} headingLevel={3} />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
