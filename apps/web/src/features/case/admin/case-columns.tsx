import type { TCaseList } from '@shop/domain';
import { Link } from '@tanstack/react-router';
import type { IColumn } from '#/admin-kit';
import { ageLabel, CASE_KIND_LABELS } from './case-search';
import { CaseStateBadge } from './CaseStateBadge';
import tableCss from '#/styles/table.module.css';
import styles from './case-columns.module.css';

type TCaseRow = TCaseList['items'][number];

/** What was settled beside the state: money back, a replacement, both or nothing yet. */
function settled(row: TCaseRow): string {
  if (row.refunded && row.replaced) return 'Refunded, replaced';
  if (row.refunded) return 'Refunded';
  if (row.replaced) return 'Replaced';
  return '—';
}

/**
 * The case table. Orders are an ADMIN screen, so a manager sees the order's number without the link that would
 * only send them away.
 */
export function caseColumns(canOpenOrders: boolean): IColumn<TCaseRow>[] {
  return [
    {
      id: 'number',
      header: 'Number',
      rowHeader: true,
      className: `${tableCss.table__name} ${styles['case-number']}`,
      cell: (row) => (
        <Link to="/admin/case/$caseId" params={{ caseId: row.id }}>
          {row.number}
        </Link>
      ),
    },
    {
      id: 'order',
      header: 'Order',
      className: styles['case-number'],
      cell: (row) =>
        canOpenOrders ? (
          <Link to="/admin/order" search={{ search: row.orderNumber }}>
            {row.orderNumber}
          </Link>
        ) : (
          row.orderNumber
        ),
    },
    { id: 'customer', header: 'Customer', cell: (row) => row.customerName },
    {
      id: 'kind',
      header: 'Kind',
      cell: (row) => (
        <>
          {CASE_KIND_LABELS[row.kind]}
          {row.reason ? <span className={styles['case-cell__sub']}>{row.reason}</span> : null}
        </>
      ),
    },
    {
      id: 'state',
      header: 'State',
      cell: (row) => <CaseStateBadge state={row.state} label={row.stateLabel} />,
    },
    { id: 'units', header: 'Units', className: tableCss.table__number, cell: (row) => row.units },
    {
      id: 'age',
      header: 'Age',
      className: tableCss.table__date,
      cell: (row) => <time dateTime={row.createdAt}>{ageLabel(row.ageDays)}</time>,
    },
    { id: 'settled', header: 'Refunded / replaced', cell: settled },
  ];
}
