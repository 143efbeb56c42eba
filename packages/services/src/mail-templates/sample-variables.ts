import { Order, OrderLine } from '@shop/db';
import type { TMailTemplateKey } from '@shop/domain';
import type { Db } from '../common/db.js';
import {
  confirmationVariables,
  productionVariables,
  refundVariables,
  shippedVariables,
} from '../order/index.js';

/** What the editor's preview, the test mail and the save-time check render a template with. */
export function sampleVariables(key: TMailTemplateKey, publicUrl: string): Record<string, unknown> {
  const url = publicUrl.replace(/\/+$/, '');
  const customer = { name: 'Ann Example' };
  const follow = {
    number: 'ORD-2027-000123',
    ship_name: 'Ann Example',
    follow_link: `${url}/my-account/order/detail/ORD-2027-000123`,
    follow_where: 'My orders in your account',
  };
  const token = `${url}/reset-password?token=sample-token`;
  switch (key) {
    case 'welcome':
      return { customer, links: { login: `${url}/login` } };
    case 'already-registered':
      return { customer, links: { login: `${url}/login`, forgot: `${url}/forgot` } };
    case 'no-account':
      return { links: { forgot: `${url}/forgot`, register: `${url}/register` } };
    case 'password-reset':
      return { customer, link: token, expires_minutes: 60 };
    case 'email-confirm':
    case 'guest-orders':
      return { customer, link: `${url}/confirm-email?token=sample-token`, expires_hours: 24 };
    case 'email-change-notice':
      return { customer, new_email: 'ann.new@example.com' };
    case 'staff-invitation':
      return {
        member: { name: 'Sam Staff', role: 'manager' },
        invited_by: 'Alex Admin',
        link: `${url}/admin/set-password?token=sample-token`,
        expires_hours: 72,
      };
    case 'cart-reminder':
      return {
        items: [
          {
            quantity: 1,
            name: 'Linen sofa',
            options: 'Colour: Sand · Legs: Oak (+$50.00)',
            sku: 'SOF-LIN-SND',
          },
          { quantity: 2, name: 'Side table', options: null, sku: null },
        ],
        links: {
          restore: `${url}/cart/restore?token=sample`,
          unsubscribe: `${url}/cart/unsubscribe?token=sample`,
        },
      };
    case 'order-confirmation':
      return {
        order: {
          number: follow.number,
          guest: false,
          lines: [
            {
              quantity: 1,
              name: 'Linen sofa',
              unit_price: '$1,200.00',
              total: '$1,200.00',
              options: 'Colour: Sand',
              sku: 'SOF-LIN-SND',
              served: 'Made to order: ships in 4-6 weeks',
            },
          ],
          subtotal: '$1,200.00',
          delivery: {
            charge: 'Shipping',
            label: 'Standard delivery',
            price: '$49.00',
            quoted: true,
            estimate: '5-7 business days',
            expected_by: 'Fri, Feb 5, 2027',
          },
          discount: '$100.00',
          promotions: ['Winter sale: 10% off sofas'],
          tax: { amount: '$88.00', jurisdiction: 'NY' },
          total: '$1,237.00',
          address_lines: ['Ann Example', '1 Main Street', 'Springfield, NY 10001', 'US'],
          follow_link: follow.follow_link,
        },
      };
    case 'order-in-production':
      return { order: follow, pieces: ['Linen sofa: made to order, ships in 4-6 weeks'] };
    case 'order-ready-to-ship':
      return { order: follow, pieces: ['1 x Linen sofa: made'], choose_window_link: follow.follow_link };
    case 'delivery-window-needed':
      return { order: follow };
    case 'case-update':
      return {
        order: follow,
        case: {
          number: 'HT-10288-R1',
          kind: 'return',
          move: 'approved',
          details: 'Our crew picks the sofa up on Tuesday between 8 and 12. Please keep it wrapped.',
          refund: '$1,249.00',
          replacement: '',
        },
      };
    case 'order-refunded':
      return {
        order: follow,
        refund: { amount: '$250.00', tax: '$20.31', cancelled: false },
        credit_note: { number: 'CN-2027-0001' },
      };
    case 'order-shipped':
      return {
        order: {
          ...follow,
          shipping_tier: 'standard',
          tracking_number: '7712 3456 7890',
          tracking_link: 'https://www.fedex.com/fedextrack/?trknbr=771234567890',
        },
      };
    case 'order-shipment':
      return {
        order: follow,
        shipment: {
          sequence: 1,
          carrier: 'FedEx',
          tracking: [
            { number: '7712 3456 7890', link: 'https://www.fedex.com/fedextrack/?trknbr=771234567890' },
          ],
          items: [{ quantity: 2, name: 'Oak dining chair' }],
        },
        remaining_items: 1,
      };
  }
}

const ORDER_TEMPLATES = new Set<TMailTemplateKey>([
  'order-confirmation',
  'order-in-production',
  'order-ready-to-ship',
  'order-shipped',
  'order-refunded',
]);

/**
 * The values of the most recent real order for an order mail (null for other mails, or a shop without orders):
 * staff see their template with their own products and prices.
 */
export async function latestOrderVariables(
  db: Db,
  key: TMailTemplateKey,
  publicUrl: string,
): Promise<{ variables: Record<string, unknown>; number: string } | null> {
  if (!ORDER_TEMPLATES.has(key)) return null;
  const order = await db.repo(Order).findOne({ where: {}, order: { id: 'DESC' } });
  if (!order) return null;
  const lines = await db.repo(OrderLine).find({ where: { orderId: order.id }, order: { id: 'ASC' } });
  // A refund is shown as if the order were cancelled and refunded in full, without a credit note.
  const refund = { amountCents: order.totalCents, taxCents: order.taxCents, purpose: 'cancel' };
  const variables =
    key === 'order-confirmation'
      ? confirmationVariables(order, lines, publicUrl)
      : key === 'order-shipped'
        ? shippedVariables({ ...order, trackingNumber: order.trackingNumber || '7712 3456 7890' }, publicUrl)
        : key === 'order-refunded'
          ? refundVariables(order, refund, null, publicUrl)
          : productionVariables(order, lines, key === 'order-in-production' ? 'produce' : 'ready', publicUrl);
  return { variables, number: order.number };
}
