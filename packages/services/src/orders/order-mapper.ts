import { OrderEvent, OrderLine, Payment, type Order } from '@shop/db';
import {
  ZShippingOption,
  ZShippingTier,
  formatUsd,
  type TOrderDetail,
  type TOrderEvent,
  type TOrderLine,
  type TOrderSummary,
  type TShippingOption,
} from '@shop/domain';
import { z } from 'zod';
import type { Db } from '../common/db.js';
import { isoDate, type TRow } from '../common/paged-query.js';

/**
 * The one order mapper (DESIGN section 11), for the customer's order pages and the back-office alike: entities and
 * raw list rows go in, the wire shapes of @shop/domain come out. Raw numbers are wrapped in Number() because
 * MariaDB answers sums and counts as strings.
 */
export type TOrderRow = TRow<Order> & { itemCount: number | string | null };

export function toOrderSummary(row: TOrderRow): TOrderSummary {
  const totalCents = Number(row.totalCents);
  return {
    id: Number(row.id),
    number: row.number,
    status: row.status as TOrderSummary['status'],
    paymentStatus: row.paymentStatus as TOrderSummary['paymentStatus'],
    fulfilmentStatus: row.fulfilmentStatus as TOrderSummary['fulfilmentStatus'],
    totalCents,
    total: formatUsd(totalCents),
    itemCount: Number(row.itemCount ?? 0),
    createdAt: isoDate(row.createdAt),
  };
}

export function toOrderLine(line: TRow<OrderLine>): TOrderLine {
  const unitPriceCents = Number(line.unitPriceCents);
  const unitPaidCents = Number(line.unitPaidCents);
  const lineTotalCents = Number(line.lineTotalCents);
  return {
    id: Number(line.id),
    productId: line.productId === null ? null : Number(line.productId),
    productName: line.productName,
    productSlug: line.productSlug,
    image: line.productImage,
    quantity: Number(line.quantity),
    unitPriceCents,
    discountPercent: Number(line.discountPercent),
    unitPaidCents,
    lineTotalCents,
    unitPrice: formatUsd(unitPriceCents),
    unitPaid: formatUsd(unitPaidCents),
    lineTotal: formatUsd(lineTotalCents),
  };
}

export function toOrderPayment(payment: TRow<Payment>): TOrderDetail['payments'][number] {
  const amountCents = Number(payment.amountCents);
  return {
    id: Number(payment.id),
    provider: payment.provider,
    status: payment.status as TOrderSummary['paymentStatus'],
    amountCents,
    amount: formatUsd(amountCents),
    refundedCents: Number(payment.refundedCents),
    failureReason: payment.failureReason,
    createdAt: isoDate(payment.createdAt),
  };
}

export function toOrderEvent(event: TRow<OrderEvent>): TOrderEvent {
  return {
    id: Number(event.id),
    kind: event.kind,
    actorType: event.actorType as TOrderEvent['actorType'],
    actorName: event.actorName,
    note: event.note,
    createdAt: isoDate(event.createdAt),
  };
}

/** A quote stored as the rate table's record (tier, service, amount, transit days) rather than as the option. */
const ZStoredRateQuote = z.object({
  tier: ZShippingTier,
  service: z.string(),
  amountCents: z.number().int(),
  transitDays: z.number().int(),
  quotedAt: z.string().optional(),
});

/** The date `days` business days (Monday to Friday) after `start`, YYYY-MM-DD in UTC. */
export function businessDaysAfter(start: Date, days: number): string {
  const date = new Date(start.getTime());
  for (let left = days; left > 0;) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date.toISOString().slice(0, 10);
}

/**
 * The shipping option the order was sold with, from the JSON the order keeps: the quote's option as checkout
 * stores it, or the rate table's record of older orders. Anything unreadable shows as no quote, not as an error.
 */
export function toOrderQuote(json: string | null, orderedAt: Date): TShippingOption | null {
  if (!json) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(json);
  } catch {
    return null;
  }
  const option = ZShippingOption.safeParse(stored);
  if (option.success) return option.data;
  const record = ZStoredRateQuote.safeParse(stored);
  if (!record.success) return null;
  const { tier, service, amountCents, transitDays, quotedAt } = record.data;
  const from = quotedAt && !Number.isNaN(Date.parse(quotedAt)) ? new Date(quotedAt) : orderedAt;
  return {
    tier,
    service,
    priceCents: amountCents,
    price: formatUsd(amountCents),
    minDays: transitDays,
    maxDays: transitDays,
    deliveryBy: businessDaysAfter(from, transitDays),
  };
}

export interface IOrderParts {
  lines: OrderLine[];
  payments: Payment[];
  events: OrderEvent[];
}

/** Lines in the order they were bought, payments and events oldest first. */
export async function loadOrderParts(db: Db, orderId: number): Promise<IOrderParts> {
  const [lines, payments, events] = await Promise.all([
    db.repo(OrderLine).find({ where: { orderId }, order: { id: 'ASC' } }),
    db.repo(Payment).find({ where: { orderId }, order: { createdAt: 'ASC', id: 'ASC' } }),
    db.repo(OrderEvent).find({ where: { orderId }, order: { createdAt: 'ASC', id: 'ASC' } }),
  ]);
  return { lines, payments, events };
}

export function toOrderDetail(order: Order, { lines, payments, events }: IOrderParts): TOrderDetail {
  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  return {
    ...toOrderSummary({ ...order, itemCount }),
    subtotalCents: order.subtotalCents,
    subtotal: formatUsd(order.subtotalCents),
    shippingCents: order.shippingCents,
    shipping: formatUsd(order.shippingCents),
    shippingTier: ZShippingTier.safeParse(order.shippingTier).data ?? '',
    shippingService: order.shippingService,
    quote: toOrderQuote(order.shippingQuote, order.createdAt),
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
    reservedUntil: order.status === 'pending' && order.reservedUntil ? isoDate(order.reservedUntil) : null,
    lines: lines.map(toOrderLine),
    payments: payments.map(toOrderPayment),
    events: events.map(toOrderEvent),
  };
}
