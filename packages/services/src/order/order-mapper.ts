import { CreditNote, Invoice, OrderEvent, OrderLine, Payment, type Order } from '@shop/db';
import {
  crewDelivered,
  formatUsd,
  shippingWords,
  ZDeliveryLevelKind,
  ZShippingTier,
  ZStoredQuote,
  ZStoredShippingOption,
  type TOrderDetail,
  type TOrderEvent,
  type TOrderLine,
  type TOrderSummary,
  type TShippingOption,
} from '@shop/domain';
import type { Db } from '../common/db.js';
import { bool, isoDate, type TRow } from '../common/reads/paged-query.js';
import { readShipmentRows, toShipments, type IShipmentRows } from './shipments/shipment-reads.js';
import { soldOptions } from './sold-options.js';

/**
 * The one mapping of orders to the wire, shared by the customer's account and the back-office: a summary for lists
 * and the full detail with lines, payments and the timeline.
 */

/** An order row with the number of pieces in it (the sum of its lines' quantities). */
export type TOrderSummaryRow = TRow<Order> & { itemCount: number | string | null };

/** `o.`-qualified columns for list queries: an order's own columns and its item count (see TOrderSummaryRow). */
export const ORDER_SUMMARY_COLUMNS = [
  'o.id AS `id`',
  'o.number AS `number`',
  'o.status AS `status`',
  'o.payment_status AS `paymentStatus`',
  'o.fulfilment_status AS `fulfilmentStatus`',
  'o.total_cents AS `totalCents`',
  'o.created_at AS `createdAt`',
  '(SELECT COALESCE(SUM(ol.quantity), 0) FROM order_lines ol WHERE ol.order_id = o.id) AS `itemCount`',
] as const;

/** The states are written only by our own code, so an unknown value is a bug worth failing the output check. */
const state = <T extends string>(value: string) => value as T;

export function toOrderSummary(
  row: Pick<
    TOrderSummaryRow,
    | 'id'
    | 'number'
    | 'status'
    | 'paymentStatus'
    | 'fulfilmentStatus'
    | 'totalCents'
    | 'createdAt'
    | 'itemCount'
  >,
): TOrderSummary {
  const totalCents = Number(row.totalCents);
  return {
    id: Number(row.id),
    number: row.number,
    status: state(row.status),
    paymentStatus: state(row.paymentStatus),
    fulfilmentStatus: state(row.fulfilmentStatus),
    totalCents,
    total: formatUsd(totalCents),
    itemCount: Number(row.itemCount ?? 0),
    createdAt: isoDate(row.createdAt),
  };
}

export function toOrderLine(line: OrderLine): TOrderLine {
  return {
    id: line.id,
    productId: line.productId,
    productName: line.productName,
    productSlug: line.productSlug,
    image: line.productImage,
    sku: line.sku ?? '',
    ...soldOptions(line.options ?? ''),
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    discountPercent: line.discountPercent,
    unitPaidCents: line.unitPaidCents,
    lineTotalCents: line.lineTotalCents,
    unitPrice: formatUsd(line.unitPriceCents),
    unitPaid: formatUsd(line.unitPaidCents),
    lineTotal: formatUsd(line.lineTotalCents),
    taxRatePpm: line.taxRatePpm,
    taxJurisdiction: line.taxJurisdiction,
    taxCents: line.taxCents,
    discountCents: line.discountCents,
    fromStockQuantity: line.fromStockQuantity,
    madeToOrderQuantity: line.madeToOrderQuantity,
    shipWindow: line.shipWindow,
    shipsFrom: line.shipsFrom,
    shipsBy: line.shipsBy,
    backordered: bool(line.backordered),
  };
}

const ACTOR_TYPES = new Set<TOrderEvent['actorType']>(['customer', 'staff', 'system']);

export function toOrderEvent(event: OrderEvent): TOrderEvent {
  const actorType = event.actorType as TOrderEvent['actorType'];
  return {
    id: event.id,
    kind: event.kind,
    actorType: ACTOR_TYPES.has(actorType) ? actorType : 'system',
    actorName: event.actorName,
    note: event.note,
    createdAt: isoDate(event.createdAt),
  };
}

/**
 * The shipping option an order was sold with, from its stored JSON: the option itself, or a whole quote from which
 * the order's tier is picked. Anything unreadable is null: the order's tier and service columns still say how it
 * ships.
 */
export function parseShippingQuote(
  json: string | null,
  tier: string,
  crewLevel = '',
): TShippingOption | null {
  if (!json) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  const option = ZStoredShippingOption.safeParse(value);
  const quote = ZStoredQuote.safeParse(value);
  const stored = option.success
    ? option.data
    : quote.success
      ? quote.data.options.find((o) => o.tier === tier)
      : undefined;
  // The words are worked out afresh: orders sold before they were stored have only the facts.
  return stored ? { ...stored, ...shippingWords(stored, crewLevel) } : null;
}

export interface IOrderParts {
  lines: OrderLine[];
  payments: Payment[];
  events: OrderEvent[];
  invoice: Invoice | null;
  creditNotes: CreditNote[];
  shipments: IShipmentRows;
}

/**
 * The papers the buyer may download: the invoice once the order was paid (a cancelled order that was paid keeps
 * its invoice, beside the credit note of its refund), and every credit note issued so far.
 */
function documentsOf(
  order: Order,
  { payments, invoice, creditNotes }: IOrderParts,
): TOrderDetail['documents'] {
  const paid = payments.some((p) => p.status === 'completed' || p.status === 'refunded');
  const invoiced = invoice !== null || paid || order.status === 'paid' || order.status === 'completed';
  return {
    invoice: invoice?.number ?? null,
    invoiceAvailable: invoiced,
    creditNotes: creditNotes.map((note) => ({ number: note.number, refundId: note.refundId })),
  };
}

/** The crew level an order was sold with, with its fee and the fee's tax; null when the carrier delivers it. */
export function deliveryOf(order: Order): TOrderDetail['delivery'] {
  const kind = ZDeliveryLevelKind.safeParse(order.deliveryLevelKind);
  if (!crewDelivered(order) || !kind.success) return null;
  return {
    kind: kind.data,
    name: order.deliveryLevelName,
    zoneId: order.deliveryZoneId === null ? null : Number(order.deliveryZoneId),
    feeCents: order.deliveryFeeCents,
    fee: formatUsd(order.deliveryFeeCents),
    taxCents: order.deliveryFeeTaxCents,
  };
}

export function toOrderDetail(order: Order, parts: IOrderParts): TOrderDetail {
  const { lines, payments, events } = parts;
  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  return {
    ...toOrderSummary({ ...order, itemCount }),
    subtotalCents: order.subtotalCents,
    subtotal: formatUsd(order.subtotalCents),
    shippingCents: order.shippingCents,
    shipping: formatUsd(order.shippingCents),
    discountCents: order.discountCents,
    discount: formatUsd(order.discountCents),
    shippingDiscountCents: order.shippingDiscountCents,
    promotions: order.promotions ? order.promotions.split('\n') : [],
    taxCents: order.taxCents,
    tax: formatUsd(order.taxCents),
    shippingTaxCents: order.shippingTaxCents,
    taxJurisdiction: order.taxJurisdiction,
    taxSource: order.taxSource === 'table' || order.taxSource === 'stripe' ? order.taxSource : null,
    shippingTier: ZShippingTier.safeParse(order.shippingTier).data ?? '',
    shippingService: order.shippingService,
    quote: parseShippingQuote(order.shippingQuote, order.shippingTier, order.deliveryLevelName),
    delivery: deliveryOf(order),
    email: order.email,
    address: {
      name: order.shipName,
      phone: order.phone,
      addressLine1: order.addressLine1,
      addressLine2: order.addressLine2,
      city: order.city,
      state: order.state,
      postalCode: order.postalCode,
      country: order.country,
    },
    trackingNumber: order.trackingNumber,
    shipments: toShipments(parts.shipments, lines),
    reservedUntil: order.status === 'pending' && order.reservedUntil ? isoDate(order.reservedUntil) : null,
    lines: lines.map(toOrderLine),
    payments: payments.map((p) => ({
      id: p.id,
      provider: p.provider,
      status: state(p.status),
      amountCents: p.amountCents,
      amount: formatUsd(p.amountCents),
      refundedCents: p.refundedCents,
      failureReason: p.failureReason,
      createdAt: isoDate(p.createdAt),
    })),
    events: events.map(toOrderEvent),
    documents: documentsOf(order, parts),
  };
}

/** Reads an order's lines, payments, events (oldest first) and documents, and maps the whole order. */
export async function readOrderDetail(db: Db, order: Order): Promise<TOrderDetail> {
  const byOrder = { where: { orderId: order.id } };
  const [lines, payments, events, invoice, creditNotes, shipments] = await Promise.all([
    db.repo(OrderLine).find({ ...byOrder, order: { id: 'ASC' } }),
    db.repo(Payment).find({ ...byOrder, order: { createdAt: 'ASC', id: 'ASC' } }),
    db.repo(OrderEvent).find({ ...byOrder, order: { createdAt: 'ASC', id: 'ASC' } }),
    db.repo(Invoice).findOne(byOrder),
    db.repo(CreditNote).find({ ...byOrder, order: { id: 'ASC' } }),
    readShipmentRows(db, order.id),
  ]);
  return toOrderDetail(order, { lines, payments, events, invoice, creditNotes, shipments });
}
