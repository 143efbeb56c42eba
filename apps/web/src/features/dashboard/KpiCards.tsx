import { formatUsd, LOW_STOCK_THRESHOLD, type TDashboardSummary } from '@shop/domain';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Icon, type TIconName } from '#/components/Icon';
import { Skeleton } from '#/components/Spinner';
import { plural } from './chart-text';
import styles from './KpiCards.module.css';

interface IKpiProps {
  label: string;
  icon: TIconName;
  value: ReactNode;
  detail: ReactNode;
  action?: ReactNode;
  tone?: 'attention';
}

function Kpi({ label, icon, value, detail, action, tone }: IKpiProps) {
  return (
    <section className={tone ? `${styles.kpi} ${styles[`kpi--${tone}`]}` : styles.kpi} aria-label={label}>
      <p className={styles.kpi__label}>
        <span className={styles.kpi__icon} aria-hidden="true">
          <Icon name={icon} size={18} />
        </span>
        {label}
      </p>
      <p className={styles.kpi__value} data-testid="kpi-value">
        {value}
      </p>
      <p className={styles.kpi__detail}>{detail}</p>
      {action}
    </section>
  );
}

/** The figures a shop owner looks at first. */
export function KpiCards({ summary }: { summary: TDashboardSummary }) {
  const { sales, unreadMessages, lowStock, recoveredCarts } = summary;
  const average = sales.orders ? formatUsd(Math.round(sales.totalCents / sales.orders)) : null;
  return (
    <div className={styles['kpi-grid']}>
      <Kpi
        label="Unread messages"
        icon="mail"
        value={unreadMessages.toLocaleString('en-US')}
        detail={unreadMessages ? 'waiting for a reply' : 'You are all caught up.'}
        tone={unreadMessages ? 'attention' : undefined}
        action={
          <Link
            to="/admin/contact"
            search={unreadMessages ? { filter: 'unread' } : {}}
            className={styles.kpi__link}
          >
            {unreadMessages ? 'Read them' : 'Open messages'}
          </Link>
        }
      />
      <Kpi
        label="Sales today"
        icon="clock"
        value={sales.today}
        detail={`${plural(sales.todayOrders, 'paid order')} since midnight UTC`}
      />
      <Kpi
        label="Sales, last 30 days"
        icon="dashboard"
        value={sales.total}
        detail={average ? `${plural(sales.orders, 'order')} · ${average} on average` : 'No paid orders yet'}
      />
      <Kpi
        label="Low on stock"
        icon="alert"
        value={lowStock.total.toLocaleString('en-US')}
        detail={`active ${lowStock.total === 1 ? 'product' : 'products'} with ${LOW_STOCK_THRESHOLD} or fewer left`}
        tone={lowStock.total ? 'attention' : undefined}
        action={
          lowStock.total ? (
            <Link
              to="/admin/product"
              search={{ lowStock: true, active: true, sort: 'stock' }}
              className={styles.kpi__link}
            >
              See them all
            </Link>
          ) : undefined
        }
      />
      <Kpi
        label="Recovered carts"
        icon="cart"
        value={recoveredCarts.toLocaleString('en-US')}
        detail="bought after their reminder mail, last 30 days"
      />
    </div>
  );
}

/** The cards' shape while the figures load. */
export function KpiCardsPending() {
  return (
    <div className={styles['kpi-grid']} aria-hidden="true">
      {[0, 1, 2, 3].map((n) => (
        <div key={n} className={styles.kpi}>
          <Skeleton width="50%" height="1rem" />
          <Skeleton width="60%" height="2.2rem" />
          <Skeleton width="80%" height="1rem" />
        </div>
      ))}
    </div>
  );
}
