import type { TStaffCaseView } from '@shop/domain';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { CASE_KIND_LABELS } from './case-search';
import { CasePhotos } from './CasePhotos';
import { CasePreview } from './CasePreview';
import adminOrderPanelCss from '#/styles/admin-order-panel.module.css';
import panelCss from '#/styles/panel.module.css';
import styles from './CaseFacts.module.css';

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={panelCss.panel} aria-labelledby={id}>
      <h2 id={id} className={adminOrderPanelCss['admin-order-panel__title']}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The pieces in the case: how many, and once they are back how many came, went back on sale or were damaged. */
export function CaseLines({ view }: { view: TStaffCaseView }) {
  return (
    <Panel id="case-lines-title" title="Items">
      <div className={styles['case-lines__scroll']}>
        <table className={styles['case-lines']}>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">In case</th>
              <th scope="col">Received</th>
              <th scope="col">Back to stock</th>
              <th scope="col">Damaged</th>
            </tr>
          </thead>
          <tbody>
            {view.lines.map((line) => (
              <tr key={line.id}>
                <th scope="row">
                  {line.productName}
                  {line.options ? (
                    <span className={styles['case-lines__options']}>{line.options}</span>
                  ) : null}
                </th>
                <td>{line.quantity}</td>
                <td>{view.received ? line.received : '—'}</td>
                <td>{view.received ? line.restocked : '—'}</td>
                <td>{view.received ? line.damaged : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Panel>
  );
}

/** What the customer asked and why, and what staff answered. */
export function CaseRequest({ view }: { view: TStaffCaseView }) {
  return (
    <Panel id="case-request-title" title="Request">
      <dl className={styles['case-facts']}>
        <dt>Kind</dt>
        <dd>{CASE_KIND_LABELS[view.kind]}</dd>
        {view.reason ? (
          <>
            <dt>Reason</dt>
            <dd>{view.reason}</dd>
          </>
        ) : null}
        <dt>At fault</dt>
        <dd>{view.fault === 'shop' ? 'The shop (no fees)' : 'The customer (fees apply)'}</dd>
        {view.description ? (
          <>
            <dt>Description</dt>
            <dd className={styles['case-facts__text']}>{view.description}</dd>
          </>
        ) : null}
        {view.instructions ? (
          <>
            <dt>Instructions</dt>
            <dd className={styles['case-facts__text']}>{view.instructions}</dd>
          </>
        ) : null}
        {view.rejectionReason ? (
          <>
            <dt>Rejected because</dt>
            <dd className={styles['case-facts__text']}>{view.rejectionReason}</dd>
          </>
        ) : null}
      </dl>
      {view.photos.length > 0 ? (
        <>
          <h3 className={styles['case-subtitle']}>Photos</h3>
          <CasePhotos photos={view.photos} />
        </>
      ) : null}
    </Panel>
  );
}

/** Who asked and for which order; the order page is an ADMIN's, so a manager reads its number only. */
export function CaseCustomer({ view, canOpenOrders }: { view: TStaffCaseView; canOpenOrders: boolean }) {
  return (
    <Panel id="case-customer-title" title="Customer and order">
      <dl className={styles['case-facts']}>
        <dt>Customer</dt>
        <dd>
          {view.customerName}
          <br />
          <a href={`mailto:${view.email}`}>{view.email}</a>
        </dd>
        <dt>Order</dt>
        <dd>
          {canOpenOrders ? (
            <Link to="/admin/order/$id" params={{ id: view.orderId }}>
              Order {view.orderNumber}
            </Link>
          ) : (
            view.orderNumber
          )}
        </dd>
        {view.replacementOrderNumber ? (
          <>
            <dt>Replacement</dt>
            <dd>
              {canOpenOrders ? (
                <Link to="/admin/order" search={{ search: view.replacementOrderNumber }}>
                  Order {view.replacementOrderNumber}
                </Link>
              ) : (
                view.replacementOrderNumber
              )}
            </dd>
          </>
        ) : null}
      </dl>
    </Panel>
  );
}

/** The money: what the case gives back and what was refunded so far. */
export function CaseMoney({ view }: { view: TStaffCaseView }) {
  return (
    <Panel id="case-money-title" title="Refund">
      <CasePreview preview={view.preview} />
      <p className={styles['case-money__state']}>
        {view.refunded
          ? 'Refunded.'
          : view.preview.leftCents > 0
            ? 'Not refunded yet.'
            : 'Nothing to refund.'}
      </p>
    </Panel>
  );
}
