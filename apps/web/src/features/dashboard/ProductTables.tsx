import { LOW_STOCK_THRESHOLD, type TDashboardSummary } from '@shop/domain';
import { Link } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import { plural } from './chart-text';
import dashCardCss from '#/styles/dash-card.module.css';
import styles from './ProductTables.module.css';
import chartCardCss from '#/styles/chart-card.module.css';
import dataTableCss from '#/styles/data-table.module.css';

function TableCard({ title, note, children }: { title: string; note: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section className={dashCardCss['dash-card']} aria-labelledby={id}>
      <header className={dashCardCss['dash-card__head']}>
        <h2 id={id} className={dashCardCss['dash-card__title']}>
          {title}
        </h2>
        <p className={dashCardCss['dash-card__note']}>{note}</p>
      </header>
      {children}
    </section>
  );
}

const editLink = (id: number, name: string) => (
  <Link to="/admin/product/update/$id" params={{ id }} className={styles['dash-table__link']}>
    {name}
  </Link>
);

export function TopProductsCard({ products }: { products: TDashboardSummary['topProducts'] }) {
  return (
    <TableCard title="Best sellers" note="By units sold in paid and completed orders · last 30 days">
      {products.length === 0 ? (
        <p className={chartCardCss['chart-card__empty']}>Nothing sold in the last 30 days yet.</p>
      ) : (
        <table className={styles['dash-table']}>
          <caption className="sr-only">Best-selling products, last 30 days</caption>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col" className={dataTableCss['data-table__num']}>
                Units
              </th>
              <th scope="col" className={dataTableCss['data-table__num']}>
                Sales
              </th>
            </tr>
          </thead>
          <tbody>
            {products.map((p, i) => (
              <tr key={p.productId}>
                <th scope="row">
                  <span className={styles['dash-table__product']}>
                    <span className={styles['dash-table__rank']} aria-hidden="true">
                      {i + 1}
                    </span>
                    {editLink(p.productId, p.name)}
                  </span>
                </th>
                <td className={dataTableCss['data-table__num']}>{p.units.toLocaleString('en-US')}</td>
                <td className={dataTableCss['data-table__num']}>{p.revenue}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </TableCard>
  );
}

export function LowStockCard({ lowStock }: { lowStock: TDashboardSummary['lowStock'] }) {
  const more = lowStock.total - lowStock.products.length;
  return (
    <TableCard
      title="Low stock"
      note={`Active products with ${LOW_STOCK_THRESHOLD} or fewer in stock, emptiest first`}
    >
      {lowStock.products.length === 0 ? (
        <p className={chartCardCss['chart-card__empty']}>
          Every active product has more than {LOW_STOCK_THRESHOLD} in stock.
        </p>
      ) : (
        <>
          <table className={styles['dash-table']}>
            <caption className="sr-only">Products low on stock</caption>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col" className={dataTableCss['data-table__num']}>
                  In stock
                </th>
              </tr>
            </thead>
            <tbody>
              {lowStock.products.map((p) => (
                <tr key={p.id}>
                  <th scope="row">
                    {editLink(p.id, p.name)}
                    {p.stock === 0 && p.leadTimeDays > 0 ? (
                      <span className={styles['dash-table__hint']}>
                        made to order in {plural(p.leadTimeDays, 'day')}
                      </span>
                    ) : null}
                  </th>
                  <td className={dataTableCss['data-table__num']}>
                    {p.stock === 0 ? (
                      <span className={`${styles['stock-pill']} ${styles['stock-pill--out']}`}>
                        Out of stock
                      </span>
                    ) : (
                      <span className={styles['stock-pill']}>{p.stock} left</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className={dashCardCss['dash-card__more']}>
            <Link to="/admin/product" search={{ lowStock: true, active: true, sort: 'stock' }}>
              {more > 0 ? `See all ${lowStock.total} low-stock products` : 'Open them in the product list'}
            </Link>
          </p>
        </>
      )}
    </TableCard>
  );
}
