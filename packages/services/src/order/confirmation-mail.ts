import type { Order, OrderLine } from '@shop/db';
import { crewDelivered, formatUsd, orderLineServed } from '@shop/domain';
import type { IMailMessage } from '../mail/mailer.js';
import { orderLinks } from './order-links.js';
import { parseShippingQuote } from './order-mapper.js';
import { soldOptions } from './sold-options.js';

/** "Fri, Feb 5, 2027" from YYYY-MM-DD. */
const DAY = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * One order line as the mails write it: quantity and name, the options it was sold with (variant values and
 * surcharges with what they add) and its SKU, the price, and how it is served when not all from stock at once.
 */
function mailLine(
  line: Pick<
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
  >,
): string {
  const { optionsText } = soldOptions(line.options ?? '');
  const served = orderLineServed({ ...line, backordered: Boolean(line.backordered) });
  return (
    `  ${line.quantity} x ${line.productName} at ${formatUsd(line.unitPaidCents)} = ${formatUsd(line.lineTotalCents)}` +
    (optionsText ? `\n    ${optionsText}` : '') +
    (line.sku ? `\n    SKU ${line.sku}` : '') +
    (served ? `\n    ${served}` : '')
  );
}

/** The delivery the order was sold with, as the checkout and the order pages say it. */
function deliveryLine(order: Order): string {
  const quote = parseShippingQuote(order.shippingQuote, order.shippingTier, order.deliveryLevelName);
  const label = quote?.label ?? `${order.shippingTier} delivery`;
  // A crew level is a delivery fee of its own; the carrier's is shipping.
  const charge = crewDelivered(order)
    ? `Delivery (${label}): ${formatUsd(order.deliveryFeeCents)}`
    : `Shipping (${label}): ${formatUsd(order.shippingCents)}`;
  if (!quote) return `${charge}\n`;
  const by = /^\d{4}-\d\d-\d\d$/.test(quote.deliveryBy)
    ? `, expected by ${DAY.format(new Date(`${quote.deliveryBy}T00:00:00Z`))}`
    : '';
  return `${charge}\n  ${quote.estimate}${by}\n`;
}

/**
 * The order confirmation the customer gets once the payment is in: number, lines, totals and the address. Kept as
 * the reference the default template is tested against (mail-templates/default-templates.test.ts).
 */
export function orderConfirmation(
  order: Order,
  lines: readonly OrderLine[],
  shopName = 'Furniture shop',
  publicUrl = 'http://localhost:3000',
): IMailMessage {
  const lineText = lines.map(mailLine).join('\n');
  const address = [
    order.shipName,
    order.addressLine1,
    order.addressLine2,
    `${order.city}, ${order.state} ${order.postalCode}`,
    order.country,
  ]
    .filter(Boolean)
    .map((line) => `  ${line}`)
    .join('\n');
  const links = orderLinks(publicUrl, order);
  return {
    to: order.email,
    subject: `[${shopName}] Order ${order.number} confirmed`,
    text:
      `Thank you for your order ${order.number}. We have received your payment.\n\n` +
      `${lineText}\n\n` +
      `Subtotal: ${formatUsd(order.subtotalCents)}\n` +
      deliveryLine(order) +
      (order.discountCents > 0
        ? `Discounts: -${formatUsd(order.discountCents)}\n` +
          order.promotions
            .split('\n')
            .filter(Boolean)
            .map((words) => `  ${words}\n`)
            .join('')
        : '') +
      (order.taxSource
        ? `Sales tax${order.taxCents > 0 && order.taxJurisdiction ? ` (${order.taxJurisdiction})` : ''}: ${formatUsd(order.taxCents)}\n`
        : '') +
      `Total: ${formatUsd(order.totalCents)}\n\n` +
      `Shipping to:\n${address}\n\n` +
      (order.customerId === null
        ? `We will write again when your order ships. You checked out as a guest: follow your order any time ` +
          `under "Find an order" with its number ${order.number} and this email address:\n${links.follow}\n\n` +
          'Create an account with this email address and, once you confirm it, your orders are in My account.\n'
        : `We will write again when your order ships. Follow it here:\n${links.follow}\n`),
  };
}
