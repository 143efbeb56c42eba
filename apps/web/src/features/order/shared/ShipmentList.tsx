import type { TShipment } from '@shop/domain';
import type { ReactNode } from 'react';
import { formatDateTime, formatDay } from '#/lib/dates';
import { statusBadge } from './order-status';
import { StatusBadge } from './StatusBadge';
import styles from './ShipmentList.module.css';

/**
 * An order's shipments, the same for the customer and for staff: what each carried, who carries it, its tracking
 * links (opening the carrier's page) and when it arrived. Staff add their own controls per shipment (`extra`).
 */
export function ShipmentList({
  shipments,
  extra,
}: {
  shipments: readonly TShipment[];
  extra?: (shipment: TShipment) => ReactNode;
}) {
  return (
    <ol className={styles['shipment-list']}>
      {shipments.map((shipment) => (
        <li key={shipment.id} className={styles['shipment-list__item']}>
          <div className={styles['shipment-list__head']}>
            <strong>
              Shipment {shipment.sequence} · {shipment.carrierLabel}
            </strong>
            <StatusBadge
              badge={statusBadge('Delivery', shipment.status === 'delivered' ? 'delivered' : 'shipped')}
            />
          </div>
          <p className={styles['shipment-list__when']}>
            Shipped <time dateTime={shipment.shippedAt}>{formatDateTime(shipment.shippedAt)}</time>
            {shipment.deliveredOn ? (
              <>
                {' '}
                · delivered <time dateTime={shipment.deliveredOn}>{formatDay(shipment.deliveredOn)}</time>
              </>
            ) : null}
          </p>
          <ul className={styles['shipment-list__lines']}>
            {shipment.lines.map((line) => (
              <li key={line.orderLineId}>
                {line.quantity} × {line.productName}
                {line.optionsText ? (
                  <span className={styles['shipment-list__options']}> ({line.optionsText})</span>
                ) : null}
              </li>
            ))}
          </ul>
          {shipment.tracking.length ? (
            <p className={styles['shipment-list__tracking']}>
              Tracking:{' '}
              {shipment.tracking.map((parcel, index) => (
                <span key={parcel.number}>
                  {index > 0 ? ', ' : null}
                  {parcel.url ? (
                    <a href={parcel.url} target="_blank" rel="noopener noreferrer">
                      {parcel.number}
                      <span className="sr-only"> (opens {shipment.carrierLabel} in a new tab)</span>
                    </a>
                  ) : (
                    parcel.number
                  )}
                </span>
              ))}
            </p>
          ) : null}
          {extra?.(shipment)}
        </li>
      ))}
    </ol>
  );
}
