import type { TProduct } from '@shop/domain';
import { Image } from '#/components/Image';
import { Price } from '#/components/Price';
import type { IColumn } from '#/admin-kit';

export const productColumns: IColumn<TProduct>[] = [
  {
    id: 'image',
    header: 'Image',
    headerHidden: true,
    className: 'table__thumb-col',
    cell: (product) => (
      <Image imageKey={product.image} alt="" width={160} height={120} sizes="64px" className="table__thumb" />
    ),
  },
  {
    id: 'name',
    header: 'Name',
    rowHeader: true,
    sort: 'name',
    className: 'table__name table__name--product',
    cell: (product) => product.name,
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
      <span className="stock">
        {product.stock}
        {product.lowStock ? <span className="badge badge--warning">Low stock</span> : null}
      </span>
    ),
  },
  {
    id: 'state',
    header: 'State',
    cell: (product) => (product.active ? 'Active' : <span className="badge">Archived</span>),
  },
];
