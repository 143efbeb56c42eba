import { CASE_STATE_LABELS, type TAdminOrderDetail } from '@shop/domain';
import { Link } from '@tanstack/react-router';
import { CASE_KIND_LABELS } from './case-search';
import adminOrderPanelCss from '#/styles/admin-order-panel.module.css';
import panelCss from '#/styles/panel.module.css';
import styles from './OrderCases.module.css';

const kindLabel = (kind: string) => CASE_KIND_LABELS[kind as keyof typeof CASE_KIND_LABELS] ?? kind;
const stateLabel = (state: string) => CASE_STATE_LABELS[state as keyof typeof CASE_STATE_LABELS] ?? state;

/**
 * On the staff order page: the order's returns and damage claims, each a link to its case, and for a replacement
 * order the claim it replaces pieces for. Nothing when the order has neither.
 */
export function OrderCases({ order }: { order: TAdminOrderDetail }) {
  if (order.cases.length === 0 && !order.replacesCase) return null;
  return (
    <section className={panelCss.panel} aria-labelledby="order-cases-title">
      <h2 id="order-cases-title" className={adminOrderPanelCss['admin-order-panel__title']}>
        Returns and claims
      </h2>
      {order.replacesCase ? (
        <p className={styles['order-cases__replaces']}>
          A replacement for{' '}
          <Link to="/admin/case/$caseId" params={{ caseId: order.replacesCase.id }}>
            case {order.replacesCase.number}
          </Link>
          .
        </p>
      ) : null}
      {order.cases.length > 0 ? (
        <ul className={styles['order-cases']}>
          {order.cases.map((found) => (
            <li key={found.id}>
              <Link to="/admin/case/$caseId" params={{ caseId: found.id }}>
                {kindLabel(found.kind)} {found.number}
              </Link>{' '}
              <span className={styles['order-cases__state']}>{stateLabel(found.state)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
