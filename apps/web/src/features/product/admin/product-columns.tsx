import type { TProduct } from '@shop/domain';
import { Image } from '#/components/Image';
import { Price } from '#/components/Price';
import type { IColumn } from '#/admin-kit';
import badgeCss from '#/components/badge.module.css';
import tableCss from '#/components/table.module.css';
import styles from './product-columns.module.css';

export const productColumns: IColumn<TProduct>[] = [
  {
    id: 'image',
    header: 'Image',
    headerHidden: true,
    className: tableCss['table__thumb-col'],
    cell: (product) => (
      <Image
        imageKey={product.image}
        alt=""
        width={160}
        height={120}
        sizes="64px"
        className={tableCss.table__thumb}
      />
    ),
  },
  {
    id: 'name',
    header: 'Name',
    rowHeader: true,
    sort: 'name',
    className: `${tableCss.table__name} ${tableCss['table__name--product']}`,
    cell: (product) => product.name,
  },
  { id: 'sku', header: 'SKU', cell: (product) => <code className={styles.sku}>{product.sku}</code> },
  { id: 'roomType', header: 'Room type', cell: (product) => product.roomTypeName },
  {
    id: 'price',
    header: 'Price',
    sort: 'price',
    cell: (product) => <Price cents={product.priceCents} discountPercent={product.discountPercent} />,
  },
  {
    id: 'stock',
    header: 'Stock',
    sort: 'stock',
    cell: (product) => (
      <span className={styles.stock}>
        {product.stock}
        {product.lowStock ? (
          <span className={`${badgeCss.badge} ${badgeCss['badge--warning']}`}>Low stock</span>
        ) : null}
      </span>
    ),
  },
  {
    id: 'state',
    header: 'State',
    cell: (product) => (product.active ? 'Active' : <span className={badgeCss.badge}>Archived</span>),
  },
];
