import type { Order } from '@shop/db';
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
