import type { Order, OrderLine } from '@shop/db';
import { orderLineServed } from '@shop/domain';
import type { IMailMessage } from '../mail/mailer.js';

/** FedEx's public tracking page: the customer can follow the parcel without an account there. */
export const trackingUrl = (trackingNumber: string) =>
  `https://www.fedex.com/fedextrack/?trknbr=${encodeURIComponent(trackingNumber.replace(/\s+/g, ''))}`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The notice a customer gets when staff mark the order shipped: the number to follow it by, and where. */
export function shippedMail(
  order: Pick<Order, 'number' | 'email' | 'shipName' | 'shippingTier' | 'trackingNumber'>,
): IMailMessage {
  const greeting = order.shipName ? `Hello ${order.shipName},` : 'Hello,';
  const url = trackingUrl(order.trackingNumber);
  const tier = order.shippingTier ? ` (${order.shippingTier} delivery)` : '';
  const lines = [
    greeting,
    '',
    `Your order ${order.number} is on its way with FedEx${tier}.`,
    `Tracking number: ${order.trackingNumber}`,
    `Follow it here: ${url}`,
    '',
    'You can also see it under My orders in your account.',
    '',
    'Thank you for shopping with us.',
  ];
  return {
    to: order.email,
    subject: `Your order ${order.number} has shipped`,
    text: lines.join('\n'),
    html:
      `<p>${escapeHtml(greeting)}</p>` +
      `<p>Your order <strong>${escapeHtml(order.number)}</strong> is on its way with FedEx${escapeHtml(tier)}.</p>` +
      `<p>Tracking number: <a href="${escapeHtml(url)}">${escapeHtml(order.trackingNumber)}</a></p>` +
      '<p>You can also see it under My orders in your account.</p><p>Thank you for shopping with us.</p>',
  };
}

/**
 * The notice a customer gets at each workshop step of an order with made-to-order pieces (issue 18): in
 * production, then ready to ship, with the made-to-order lines and their promised window.
 */
export function productionMail(
  order: Pick<Order, 'number' | 'email' | 'shipName'>,
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
): IMailMessage {
  const greeting = order.shipName ? `Hello ${order.shipName},` : 'Hello,';
  const news =
    step === 'produce'
      ? `Our workshop has started making the pieces of your order ${order.number}.`
      : `The pieces of your order ${order.number} are made: your order is ready to ship. We will write again with its tracking number.`;
  const made = lines.flatMap((l) => {
    const served = orderLineServed(l);
    return served ? [`  ${l.productName}: ${served}`] : [];
  });
  const text = [greeting, '', news, '', ...made, '', 'You can follow it under My orders in your account.'];
  return {
    to: order.email,
    subject:
      step === 'produce'
        ? `Your order ${order.number} is in production`
        : `Your order ${order.number} is ready to ship`,
    text: text.join('\n'),
    html:
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(news)}</p>` +
      (made.length ? `<ul>${made.map((m) => `<li>${escapeHtml(m.trim())}</li>`).join('')}</ul>` : '') +
      '<p>You can follow it under My orders in your account.</p>',
  };
}
