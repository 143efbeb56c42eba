import type { Order, OrderLine } from '@shop/db';
import { orderLineServed, trackingLink } from '@shop/domain';
import { escapeHtml } from '../mail/mail-html.js';
import type { IMailMessage } from '../mail/mailer.js';
import { orderLinks } from './order-links.js';

/**
 * FedEx's public tracking page, where the one-step "shipped" sends everything: the customer can follow the parcel
 * without an account there. Built by the one rule of tracking links per carrier (@shop/domain shipment.ts).
 */
export const trackingUrl = (trackingNumber: string) => trackingLink('fedex', trackingNumber) ?? '';

/** Where the buyer follows the order: in their account, or for a guest through the order lookup. */
function followLines(publicUrl: string, order: Pick<Order, 'number' | 'customerId'>) {
  const links = orderLinks(publicUrl, order);
  const words = `You can also follow it under ${links.where}: `;
  return {
    text: `${words}${links.follow}`,
    html: `<p>${escapeHtml(words)}<a href="${escapeHtml(links.follow)}">${escapeHtml(links.follow)}</a></p>`,
  };
}

/**
 * The notice a customer gets when staff mark the order shipped: the number to follow it by, and where. Kept as the
 * reference the default template is tested against (mail-templates/default-templates.test.ts).
 */
export function shippedMail(
  order: Pick<Order, 'number' | 'email' | 'shipName' | 'shippingTier' | 'trackingNumber' | 'customerId'>,
  publicUrl = 'http://localhost:3000',
): IMailMessage {
  const greeting = order.shipName ? `Hello ${order.shipName},` : 'Hello,';
  const url = trackingUrl(order.trackingNumber);
  const tier = order.shippingTier ? ` (${order.shippingTier} delivery)` : '';
  const follow = followLines(publicUrl, order);
  const lines = [
    greeting,
    '',
    `Your order ${order.number} is on its way with FedEx${tier}.`,
    `Tracking number: ${order.trackingNumber}`,
    `Follow it here: ${url}`,
    '',
    follow.text,
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
      `${follow.html}<p>Thank you for shopping with us.</p>`,
  };
}

/**
 * The notice a customer gets at each workshop step of an order with made-to-order pieces: in production, with the
 * made-to-order lines and their promised window; then ready to ship, naming the pieces made (their window is behind
 * them, so it is not repeated). Kept as the reference the default templates are tested against.
 */
export function productionMail(
  order: Pick<Order, 'number' | 'email' | 'shipName' | 'customerId'>,
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
): IMailMessage {
  const greeting = order.shipName ? `Hello ${order.shipName},` : 'Hello,';
  const news =
    step === 'produce'
      ? `Our workshop has started making the pieces of your order ${order.number}.`
      : `The pieces of your order ${order.number} are made: your order is ready to ship. We will write again with its tracking number.`;
  const made = lines.flatMap((l) => {
    if (step === 'ready')
      return l.madeToOrderQuantity > 0 ? [`  ${l.madeToOrderQuantity} x ${l.productName}: made`] : [];
    const served = orderLineServed(l);
    return served ? [`  ${l.productName}: ${served}`] : [];
  });
  const follow = followLines(publicUrl, order);
  const text = [greeting, '', news, '', ...made, '', follow.text];
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
      follow.html,
  };
}
