import { documentUrls, type TOrderDetail } from '@shop/domain';
import styles from '#/styles/documents.module.css';

const pdf = <span className={styles['document-links__kind']}>(PDF)</span>;

/**
 * The buyer's papers on their order page: "Download invoice" once the order was paid (drawn on first download for
 * an order paid before invoices existed), and a credit note for each refund. Plain links (the server answers the
 * PDF as an attachment), with the order lookup's email for a guest who found the order that way.
 */
export function InvoiceLink({
  order,
  lookupEmail,
}: {
  order: Pick<TOrderDetail, 'number' | 'documents'>;
  lookupEmail?: string | undefined;
}) {
  const { invoiceAvailable, creditNotes } = order.documents;
  if (!invoiceAvailable && creditNotes.length === 0) return null;
  return (
    <ul className={styles['invoice-link']} aria-label="Documents">
      {invoiceAvailable ? (
        <li>
          <a href={documentUrls.invoice(order.number, lookupEmail)} download data-testid="invoice-link">
            Download invoice{order.documents.invoice ? ` ${order.documents.invoice}` : ''} {pdf}
          </a>
        </li>
      ) : null}
      {creditNotes.map((note) => (
        <li key={note.number}>
          <a href={documentUrls.creditNote(order.number, note.refundId, lookupEmail)} download>
            Credit note {note.number} {pdf}
          </a>
        </li>
      ))}
    </ul>
  );
}
