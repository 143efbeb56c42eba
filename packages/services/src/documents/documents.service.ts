import { CreditNote, Invoice, Order, Refund, Shipment } from '@shop/db';
import type { TOrderDocuments } from '@shop/domain';
import { In } from 'typeorm';
import type { TClock } from '../common/clock.js';
import type { Db } from '../common/db.js';
import { FieldValidationError, NotFoundError } from '../errors.js';
import { ensureCreditNote, ensureInvoice } from './issue.js';
import { MAX_PACKING_SLIPS, packingSlipsOf } from './packing-slips.js';
import { renderCreditNote } from './pdf/credit-note-pdf.js';
import { renderInvoice } from './pdf/invoice-pdf.js';
import { renderPackingSlips } from './pdf/packing-slip-pdf.js';
import { readableOrder, type TDocumentReader } from './readers.js';
import type { ICreditNoteSnapshot, IInvoiceSnapshot } from './snapshot.js';

/** A rendered document, as a download answers it and as a mail attaches it. */
export interface IPdfFile {
  filename: string;
  content: Buffer;
  contentType: 'application/pdf';
}

/** What a queued mail names to attach; the outbox renders it when it sends (renderAttachment). */
export interface IDocumentRef {
  kind: 'invoice' | 'credit-note' | 'packing-slip';
  /** The invoice's id, the credit note's id, or the order's id for a packing slip. */
  id: number;
}

const pdf = (filename: string, content: Buffer): IPdfFile => ({
  filename,
  content,
  contentType: 'application/pdf',
});

const invoicePdf = async (invoice: Invoice) =>
  pdf(`invoice-${invoice.number}.pdf`, await renderInvoice(JSON.parse(invoice.snapshot) as IInvoiceSnapshot));

const creditNotePdf = async (note: CreditNote) =>
  pdf(
    `credit-note-${note.number}.pdf`,
    await renderCreditNote(JSON.parse(note.snapshot) as ICreditNoteSnapshot),
  );

/**
 * Invoices, credit notes and packing slips as PDF. Invoices and credit notes are issued when the order is paid or
 * the refund recorded (issue.ts, called by order/); these read them back as issued, and issue the ones of orders
 * and refunds from before invoices existed on their first request.
 */
export class DocumentsService {
  constructor(
    private readonly db: Db,
    private readonly deps: { now: TClock },
  ) {}

  /** The order's invoice; 404 for an order the reader may not see, or one never paid. */
  async invoice(reader: TDocumentReader, orderNumber: string): Promise<IPdfFile> {
    const order = await readableOrder(this.db, reader, orderNumber);
    const invoice = await ensureInvoice(this.db, order, this.deps.now());
    if (!invoice) throw new NotFoundError('Invoice', 'This order has no invoice: it was not paid.');
    return invoicePdf(invoice);
  }

  /** The credit note of one refund of the order (by the refund's id, as the order page lists refunds). */
  async creditNote(reader: TDocumentReader, orderNumber: string, refundId: number): Promise<IPdfFile> {
    const order = await readableOrder(this.db, reader, orderNumber);
    const refund = await this.db.repo(Refund).findOneBy({ id: refundId, orderId: order.id });
    const note = refund && (await ensureCreditNote(this.db, refund, this.deps.now()));
    if (!note) throw new NotFoundError('Credit note');
    return creditNotePdf(note);
  }

  /** Staff: the invoice and credit note numbers of an order, for the order page's links (null: no invoice yet). */
  async numbersOf(orderId: number): Promise<TOrderDocuments> {
    const invoice = await this.db.repo(Invoice).findOneBy({ orderId });
    const notes = await this.db.repo(CreditNote).find({ where: { orderId }, order: { id: 'ASC' } });
    return {
      invoice: invoice?.number ?? null,
      creditNotes: notes.map((note) => ({ number: note.number, refundId: note.refundId })),
    };
  }

  /** Staff: the packing slip of one order, or of one of its shipments (by its sequence: 1, 2, ...). */
  async packingSlip(orderNumber: string, shipmentSequence?: number): Promise<IPdfFile> {
    const order = await readableOrder(this.db, { kind: 'staff' }, orderNumber);
    if (shipmentSequence === undefined)
      return pdf(
        `packing-slip-${order.number}.pdf`,
        await renderPackingSlips(await packingSlipsOf(this.db, [order])),
      );
    const shipments = await this.db
      .repo(Shipment)
      .find({ where: { orderId: order.id }, order: { sequence: 'ASC' } });
    const shipment = shipments.find((s) => s.sequence === shipmentSequence);
    if (!shipment) throw new NotFoundError('Shipment');
    return pdf(
      `packing-slip-${order.number}-${shipment.sequence}.pdf`,
      await renderPackingSlips(await packingSlipsOf(this.db, [order], { shipment, of: shipments.length })),
    );
  }

  /** Staff: the packing slips of a selection of orders (by id, in the order given) as one PDF. */
  async packingSlips(orderIds: readonly number[]): Promise<IPdfFile> {
    const ids = [...new Set(orderIds)];
    if (ids.length === 0 || ids.length > MAX_PACKING_SLIPS)
      throw new FieldValidationError({ ids: [`Choose between 1 and ${MAX_PACKING_SLIPS} orders.`] });
    const found = await this.db.repo(Order).findBy({ id: In(ids) });
    const orders = ids.flatMap((id) => found.filter((order) => order.id === id));
    if (orders.length !== ids.length) throw new NotFoundError('Order');
    const date = this.deps.now().toISOString().slice(0, 10);
    return pdf(`packing-slips-${date}.pdf`, await renderPackingSlips(await packingSlipsOf(this.db, orders)));
  }

  /**
   * The mail outbox's renderer: the document a queued mail names, rendered when the mail is sent (so the queue
   * holds a reference, not megabytes). Unknown ids reject with NotFoundError.
   */
  renderAttachment = async (ref: IDocumentRef): Promise<IPdfFile> => {
    switch (ref.kind) {
      case 'invoice': {
        const invoice = await this.db.repo(Invoice).findOneBy({ id: ref.id });
        if (!invoice) throw new NotFoundError('Invoice');
        return invoicePdf(invoice);
      }
      case 'credit-note': {
        const note = await this.db.repo(CreditNote).findOneBy({ id: ref.id });
        if (!note) throw new NotFoundError('Credit note');
        return creditNotePdf(note);
      }
      case 'packing-slip': {
        const order = await this.db.repo(Order).findOneBy({ id: ref.id });
        if (!order) throw new NotFoundError('Order');
        return pdf(
          `packing-slip-${order.number}.pdf`,
          await renderPackingSlips(await packingSlipsOf(this.db, [order])),
        );
      }
    }
  };
}
