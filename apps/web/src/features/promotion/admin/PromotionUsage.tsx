import { trpc } from '#/lib/trpc';
import tableCss from '#/styles/table.module.css';
import css from '#/styles/PromotionAdmin.module.css';

/** The usage report: per promotion, paid orders that used it, what it took off, and unpaid orders holding a use. */
export function PromotionUsage() {
  const usage = trpc.promotion.usage.useQuery({});
  const rows = usage.data?.rows ?? [];
  return (
    <section className={css.usage} aria-labelledby="promotion-usage">
      <h2 id="promotion-usage">Usage</h2>
      {usage.isPending ? (
        <p>Loading usage…</p>
      ) : rows.length === 0 ? (
        <p>No promotions yet.</p>
      ) : (
        <div className={css.usage__scroll}>
          <table className={tableCss.table}>
            <thead>
              <tr>
                <th scope="col">Promotion</th>
                <th scope="col">Code</th>
                <th scope="col">Paid orders</th>
                <th scope="col">Discount given</th>
                <th scope="col">Unpaid orders holding a use</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.promotionId}>
                  <th scope="row">{row.name}</th>
                  <td>{row.code || 'Automatic'}</td>
                  <td>{row.uses}</td>
                  <td>{row.discount}</td>
                  <td>{row.pending}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
