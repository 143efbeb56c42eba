import { CreditNote, Invoice, Order, OrderEvent, OrderLine, type Refund, SiteInformation } from '@shop/db';
import { refundLinesOf } from '@shop/domain';
import type { Db } from '../common/db.js';
import { nextDocumentNumber } from './numbering.js';
import {
  documentLine,
  invoiceSnapshot,
  orderParty,
  shopDetails,
  type ICreditNoteSnapshot,
  type IInvoiceSnapshot,
} from './snapshot.js';

const PAID_STATUSES = new Set(['paid', 'completed']);

async function currentShop(tx: Db) {
  return shopDetails(await tx.repo(SiteInformation).findOne({ where: {}, order: { id: 'ASC' } }));
}

/**
 * Whether the order was ever paid, so that it has (or may be given) an invoice: paid or completed now, or paid once
 * (its timeline says so) and cancelled since. Money that arrived only after a cancel was never a sale: no invoice.
 */
async function wasPaid(tx: Db, order: Order): Promise<boolean> {
  if (PAID_STATUSES.has(order.status)) return true;
  return tx.repo(OrderEvent).exists({ where: { orderId: order.id, kind: 'paid' } });
}

/**
 * Issues the invoice of an order that has just been paid, inside the transaction that marked it paid (its
 * conditional update holds the order's row), so the number is taken and the invoice written together; an order
 * with an invoice keeps it.
 */
export async function issueInvoice(tx: Db, orderId: number, at: Date): Promise<Invoice> {
  const existing = await tx.repo(Invoice).findOneBy({ orderId });
  if (existing) return existing;
  const order = await tx.repo(Order).findOneByOrFail({ id: orderId });
  const lines = await tx.repo(OrderLine).find({ where: { orderId }, order: { id: 'ASC' } });
  const shop = await currentShop(tx);
  const number = await nextDocumentNumber(tx, 'INV', at);
  const snapshot = invoiceSnapshot(order, lines, shop, number, at);
  return tx.repo(Invoice).save(
    tx.repo(Invoice).create({
      orderId,
      number,
      issuedAt: at,
      totalCents: order.totalCents,
      snapshot: JSON.stringify(snapshot),
    }),
  );
}

/** Takes the order's row on MySQL, so that two issuers of one order's documents take turns. */
async function lockOrder(tx: Db, orderId: number): Promise<void> {
  if (tx.dialect === 'mysql') await tx.query('SELECT id FROM orders WHERE id = ? FOR UPDATE', [orderId]);
}

/**
 * The invoice of an order paid before invoices existed, issued on its first request: behind the order's lock, in
 * its own transaction, from the same counter, so numbers stay gapless (they follow the order of issue, not of
 * payment). Null for an order that was never paid.
 */
export async function ensureInvoice(db: Db, order: Order, at: Date): Promise<Invoice | null> {
  const existing = await db.repo(Invoice).findOneBy({ orderId: order.id });
  if (existing) return existing;
  return db.transaction(async (tx) => {
    await lockOrder(tx, order.id);
    const fresh = await tx.repo(Order).findOneByOrFail({ id: order.id });
    if (!(await wasPaid(tx, fresh))) return null;
    return issueInvoice(tx, order.id, at);
  });
}

const reasonOf = (refund: Refund, order: Order) =>
  refund.purpose === 'cancel' || order.status === 'cancelled'
    ? 'Order cancelled'
    : refund.lines
      ? 'Items returned'
      : 'Partial refund';

/**
 * Issues the credit note of a refund that gave money back, inside the transaction that records it, referring to the
 * order's invoice (issued first if the order was paid before invoices existed). A refund of money that arrived
 * after the order was cancelled gets none: there was no sale, so no invoice to credit. Null then.
 */
export async function issueCreditNote(tx: Db, refund: Refund, at: Date): Promise<CreditNote | null> {
  const existing = await tx.repo(CreditNote).findOneBy({ refundId: refund.id });
  if (existing) return existing;
  const order = await tx.repo(Order).findOneByOrFail({ id: refund.orderId });
  const invoice =
    (await tx.repo(Invoice).findOneBy({ orderId: order.id })) ??
    ((await wasPaid(tx, order)) ? await issueInvoice(tx, order.id, at) : null);
  if (!invoice) return null;
  const invoiced = JSON.parse(invoice.snapshot) as IInvoiceSnapshot;
  const orderLines = await tx.repo(OrderLine).find({ where: { orderId: order.id } });
  const lines = refundLinesOf(refund.lines).flatMap(({ lineId, quantity }) => {
    const line = orderLines.find((l) => l.id === lineId);
    if (!line) return [];
    const { sku, name, options } = documentLine(line);
    return [{ sku, name, options, quantity }];
  });
  const number = await nextDocumentNumber(tx, 'CN', at);
  const snapshot: ICreditNoteSnapshot = {
    number,
    issuedAt: at.toISOString(),
    invoiceNumber: invoice.number,
    orderNumber: order.number,
    currency: order.currency,
    // The shop and the buyer as the invoice named them: a credit note corrects that document.
    shop: invoiced.shop,
    billTo: invoiced.billTo ?? orderParty(order),
    lines,
    reason: reasonOf(refund, order),
    netCents: refund.amountCents - refund.taxCents,
    taxCents: refund.taxCents,
    amountCents: refund.amountCents,
  };
  return tx.repo(CreditNote).save(
    tx.repo(CreditNote).create({
      refundId: refund.id,
      invoiceId: invoice.id,
      orderId: order.id,
      number,
      issuedAt: at,
      amountCents: refund.amountCents,
      snapshot: JSON.stringify(snapshot),
    }),
  );
}

/** The credit note of a refund that succeeded before credit notes existed, on its first request (as ensureInvoice). */
export async function ensureCreditNote(db: Db, refund: Refund, at: Date): Promise<CreditNote | null> {
  const existing = await db.repo(CreditNote).findOneBy({ refundId: refund.id });
  if (existing) return existing;
  if (refund.status !== 'succeeded') return null;
  return db.transaction(async (tx) => {
    await lockOrder(tx, refund.orderId);
    return issueCreditNote(tx, refund, at);
  });
}
