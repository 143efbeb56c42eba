import type { TProduct } from '@shop/domain';
import { Image } from '#/components/Image';
import { Price } from '#/components/Price';
import type { IColumn } from '#/admin-kit';
import badgeCss from '#/styles/badge.module.css';
import tableCss from '#/styles/table.module.css';
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
    // The SKU under the name rather than a column of its own: the table must still fit a laptop's width.
    cell: (product) => (
      <>
        {product.name}
        <span className={styles.sku}>
          <span className="sr-only">SKU </span>
          {product.sku}
        </span>
      </>
    ),
  },
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
