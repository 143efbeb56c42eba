import type { TOrderDetail } from '@shop/domain';
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

interface ICaseEntryProps {
  order: TOrderDetail;
  /** A guest's order found by its number and email: the email names it in every case call. */
  email?: string | undefined;
  /** 2 under the order page's h1, 3 under the guest's found order's h2. */
  headingLevel: 2 | 3;
}

/**
 * "Return or report a problem" under an order, the buyer's or the guest's found one: the panel opens in place, so
 * a guest's email stays in memory and never goes into an address. It is no route of its own because each route
 * adds to the script every storefront page loads first; its code loads only when it is opened.
 */
export function CaseEntry({ order, email, headingLevel }: ICaseEntryProps) {
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
      <div id={panel} className={styles['case-entry__panel']}>
        {open ? (
          <Suspense fallback={<Spinner label="Loading returns and problems" />}>
            <CaseCenter number={order.number} email={email} headingLevel={headingLevel} />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
