import type { CreditNote, Order, OrderLine, Refund } from '@shop/db';
import { crewDelivered, formatUsd, orderLineServed, type TMailTemplateKey } from '@shop/domain';
import { orderLinks } from './order-links.js';
import { trackingUrl } from './order-mail.js';
import { parseShippingQuote } from './order-mapper.js';
import { soldOptions } from './sold-options.js';

/** "Fri, Feb 5, 2027" from YYYY-MM-DD, as the confirmation has always written the expected day. */
const DAY = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Liquid reads an empty text as true: values that may be missing are null instead. */
const orNull = (value: string | null | undefined) => (value ? value : null);

type TLine = Pick<
  OrderLine,
  | 'quantity'
  | 'productName'
  | 'options'
  | 'sku'
  | 'unitPaidCents'
  | 'lineTotalCents'
  | 'fromStockQuantity'
  | 'madeToOrderQuantity'
  | 'shipWindow'
  | 'shipsFrom'
  | 'shipsBy'
  | 'backordered'
>;

function confirmationLine(line: TLine) {
  return {
    quantity: line.quantity,
    name: line.productName,
    unit_price: formatUsd(line.unitPaidCents),
    total: formatUsd(line.lineTotalCents),
    options: orNull(soldOptions(line.options ?? '').optionsText),
    sku: orNull(line.sku),
    served: orNull(orderLineServed({ ...line, backordered: Boolean(line.backordered) })),
  };
}

function delivery(order: Order) {
  const quote = parseShippingQuote(order.shippingQuote, order.shippingTier, order.deliveryLevelName);
  const crew = crewDelivered(order);
  return {
    // A crew level is a delivery fee of its own; the carrier's is shipping.
    charge: crew ? 'Delivery' : 'Shipping',
    label: quote?.label ?? `${order.shippingTier} delivery`,
    price: formatUsd(crew ? order.deliveryFeeCents : order.shippingCents),
    quoted: quote !== null,
    estimate: quote?.estimate ?? null,
    expected_by:
      quote && /^\d{4}-\d\d-\d\d$/.test(quote.deliveryBy)
        ? DAY.format(new Date(`${quote.deliveryBy}T00:00:00Z`))
        : null,
  };
}

/** The order confirmation's values: its lines, totals and address, formatted as the mail writes them. */
export function confirmationVariables(
  order: Order,
  lines: readonly TLine[],
  publicUrl = 'http://localhost:3000',
) {
  return {
    order: {
      number: order.number,
      guest: order.customerId === null,
      lines: lines.map(confirmationLine),
      subtotal: formatUsd(order.subtotalCents),
      delivery: delivery(order),
      discount: order.discountCents > 0 ? formatUsd(order.discountCents) : null,
      promotions: order.promotions.split('\n').filter(Boolean),
      tax: order.taxSource
        ? {
            amount: formatUsd(order.taxCents),
            jurisdiction: order.taxCents > 0 ? orNull(order.taxJurisdiction) : null,
          }
        : null,
      total: formatUsd(order.totalCents),
      address_lines: [
        order.shipName,
        order.addressLine1,
        order.addressLine2,
        `${order.city}, ${order.state} ${order.postalCode}`,
        order.country,
      ].filter(Boolean),
      follow_link: orderLinks(publicUrl, order).follow,
    },
  };
}

export type TFollowOrder = Pick<Order, 'number' | 'shipName' | 'customerId'>;

export function followOrder(order: TFollowOrder, publicUrl = 'http://localhost:3000') {
  const links = orderLinks(publicUrl, order);
  return {
    number: order.number,
    ship_name: orNull(order.shipName),
    follow_link: links.follow,
    follow_where: links.where,
  };
}

/** The shipped notice's values. */
export function shippedVariables(
  order: TFollowOrder & Pick<Order, 'shippingTier' | 'trackingNumber'>,
  publicUrl = 'http://localhost:3000',
) {
  return {
    order: {
      ...followOrder(order, publicUrl),
      shipping_tier: orNull(order.shippingTier),
      tracking_number: order.trackingNumber,
      tracking_link: trackingUrl(order.trackingNumber),
    },
  };
}

/** The refund notice's values: how much went back, why, and the credit note attached. */
export function refundVariables(
  order: TFollowOrder,
  refund: Pick<Refund, 'amountCents' | 'taxCents' | 'purpose'>,
  creditNote: Pick<CreditNote, 'number'> | null,
  publicUrl = 'http://localhost:3000',
) {
  return {
    order: followOrder(order, publicUrl),
    refund: {
      amount: formatUsd(refund.amountCents),
      tax: refund.taxCents > 0 ? formatUsd(refund.taxCents) : null,
      cancelled: refund.purpose === 'cancel',
    },
    credit_note: creditNote ? { number: creditNote.number } : null,
  };
}

/** A workshop step's values: the pieces in production with their window, or the pieces made. */
export function productionVariables(
  order: TFollowOrder & Partial<Pick<Order, 'deliveryLevelId'>>,
  lines: readonly Pick<
    OrderLine,
    | 'productName'
    | 'fromStockQuantity'
    | 'madeToOrderQuantity'
    | 'shipWindow'
    | 'shipsFrom'
    | 'shipsBy'
    | 'backordered'
  >[],
  step: 'produce' | 'ready',
  publicUrl = 'http://localhost:3000',
) {
  const pieces = lines.flatMap((l) => {
    if (step === 'ready')
      return l.madeToOrderQuantity > 0 ? [`${l.madeToOrderQuantity} x ${l.productName}: made`] : [];
    const served = orderLineServed(l);
    return served ? [`${l.productName}: ${served}`] : [];
  });
  const follow = followOrder(order, publicUrl);
  // Delivered by our crew: the window is booked once the pieces are made, on the order's page.
  const crew = step === 'ready' && crewDelivered(order);
  return { order: follow, pieces, choose_window_link: crew ? follow.follow_link : null };
}

/** The template of a workshop step. */
export const productionTemplate = (step: 'produce' | 'ready'): TMailTemplateKey =>
  step === 'produce' ? 'order-in-production' : 'order-ready-to-ship';
