import { documentUrls, type TAdminOrderDetail } from '@shop/domain';
import { trpc } from '#/lib/trpc';
import adminOrderPanelCss from '#/styles/admin-order-panel.module.css';
import panelCss from '#/styles/panel.module.css';
import styles from '#/styles/documents.module.css';

const INVOICED = new Set(['paid', 'completed']);
const pdf = <span className={styles['document-links__kind']}> (PDF)</span>;

/** The order's invoice, credit notes and packing slip, as links to the PDFs. */
export function OrderDocuments({ order }: { order: TAdminOrderDetail }) {
  const numbers = trpc.documents.numbersOf.useQuery({ orderId: order.id }).data;
  const invoice = numbers?.invoice ?? null;
  return (
    <section className={`${panelCss.panel} admin-order-panel`} aria-labelledby="order-documents-title">
      <h2 id="order-documents-title" className={adminOrderPanelCss['admin-order-panel__title']}>
        Documents
      </h2>
      <ul className={styles['document-links']}>
        {invoice || INVOICED.has(order.status) ? (
          <li>
            <a href={documentUrls.invoice(order.number)} download>
              Invoice{invoice ? ` ${invoice}` : ''}
              {pdf}
            </a>
          </li>
        ) : null}
        {(numbers?.creditNotes ?? []).map((note) => (
          <li key={note.number}>
            <a href={documentUrls.creditNote(order.number, note.refundId)} download>
              Credit note {note.number}
              {pdf}
            </a>
          </li>
        ))}
        <li>
          <a href={documentUrls.packingSlip(order.number)} download>
            Packing slip
            {pdf}
          </a>
        </li>
      </ul>
    </section>
  );
}
