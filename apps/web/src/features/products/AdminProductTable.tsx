import { formatUsd, type TProduct } from '@shop/domain';
import { Link } from '@tanstack/react-router';
import { Icon } from '#/components/Icon';
import { Image } from '#/components/Image';

interface IAdminProductTableProps {
  products: TProduct[];
  onDelete: (product: TProduct) => void;
}

function PriceCell({ product }: { product: TProduct }) {
  if (product.discountPercent <= 0) return <>{formatUsd(product.priceCents)}</>;
  return (
    <>
      {formatUsd(product.discountedCents)} <s aria-label="before discount">{formatUsd(product.priceCents)}</s>{' '}
      <span className="badge">−{product.discountPercent}%</span>
    </>
  );
}

export function AdminProductTable({ products, onDelete }: IAdminProductTableProps) {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Products table">
      <table className="table">
        <thead>
          <tr>
            <th scope="col" className="table__thumb-col">
              <span className="sr-only">Image</span>
            </th>
            <th scope="col">Name</th>
            <th scope="col">Room type</th>
            <th scope="col">Price</th>
            <th scope="col">Stock</th>
            <th scope="col">State</th>
            <th scope="col" className="table__actions-col">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <tr key={product.id}>
              <td>
                <Image
                  imageKey={product.image}
                  alt=""
                  width={160}
                  height={120}
                  sizes="64px"
                  className="table__thumb"
                />
              </td>
              <th scope="row" className="table__name">
                {product.name}
              </th>
              <td>{product.roomTypeName}</td>
              <td>
                <PriceCell product={product} />
              </td>
              <td>
                {product.stock}
                {product.lowStock ? <span className="badge badge--warning">Low stock</span> : null}
              </td>
              <td>{product.active ? 'Active' : <span className="badge">Archived</span>}</td>
              <td>
                <div className="table__actions">
                  <Link
                    to="/admin/product/update/$id"
                    params={{ id: String(product.id) }}
                    className="icon-button"
                    aria-label={`Edit ${product.name}`}
                  >
                    <Icon name="edit" size={18} />
                  </Link>
                  <button
                    type="button"
                    className="icon-button icon-button--danger"
                    aria-label={`Delete ${product.name}`}
                    onClick={() => onDelete(product)}
                  >
                    <Icon name="trash" size={18} />
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
