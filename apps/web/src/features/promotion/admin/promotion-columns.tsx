import type { TPromotion } from '@shop/domain';
import type { IColumn } from '#/admin-kit';
import slugCss from '#/styles/slug.module.css';
import tableCss from '#/styles/table.module.css';

const limits = (p: TPromotion) =>
  [
    p.maxUses === null ? null : `${p.usedCount} of ${p.maxUses} used`,
    p.maxUsesPerCustomer === null ? null : `${p.maxUsesPerCustomer} per customer`,
  ]
    .filter(Boolean)
    .join(', ') || `${p.usedCount} used`;

export const promotionColumns: IColumn<TPromotion>[] = [
  {
    id: 'name',
    header: 'Name',
    rowHeader: true,
    sort: 'name',
    className: tableCss.table__name,
    cell: (p) => p.name,
  },
  {
    id: 'code',
    header: 'Code',
    sort: 'code',
    cell: (p) => (p.code ? <code className={slugCss.slug}>{p.code}</code> : 'Automatic'),
  },
  { id: 'summary', header: 'Discount', cell: (p) => p.summary },
  { id: 'state', header: 'State', cell: (p) => (p.active ? 'Active' : 'Inactive') },
  { id: 'uses', header: 'Uses', sort: '-usedCount', cell: limits },
];
