import type { Order, OrderLine } from '@shop/db';
import { formatUsd, orderLineServed } from '@shop/domain';
import type { IMailMessage } from '../mail/mailer.js';

/** The order confirmation the customer gets once the payment is in: number, lines, totals and the address. */
export function orderConfirmation(
  order: Order,
  lines: readonly OrderLine[],
  shopName = 'Furniture shop',
): IMailMessage {
  const lineText = lines
    .map(
      (l) =>
        `  ${l.quantity} x ${l.productName} at ${formatUsd(l.unitPaidCents)} = ${formatUsd(l.lineTotalCents)}` +
        // Which part ships from stock and which is made to order, with the promised window (issue 18).
        (orderLineServed(l) ? `\n    ${orderLineServed(l)}` : ''),
    )
    .join('\n');
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
  return {
    to: order.email,
    subject: `[${shopName}] Order ${order.number} confirmed`,
    text:
      `Thank you for your order ${order.number}. We have received your payment.\n\n` +
      `${lineText}\n\n` +
      `Subtotal: ${formatUsd(order.subtotalCents)}\n` +
      `Shipping (${order.shippingTier}): ${formatUsd(order.shippingCents)}\n` +
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
        ? 'We will write again when your order ships. You checked out as a guest: follow your order any time ' +
          `under "Find an order" (/orders/find) with its number ${order.number} and this email address. ` +
          'Create an account with this email address and, once you confirm it, your orders are in My account.\n'
        : 'We will write again when your order ships. You can follow it under My account > Orders.\n'),
  };
}
