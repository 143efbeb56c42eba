import type { Order } from '@shop/db';

/** Where the web app shows one order to its buyer: the account's order page, or the guest's order lookup. */
const ACCOUNT_ORDER_PATH = '/my-account/order/detail/';
const ORDER_LOOKUP_PATH = '/orders/find';

/**
 * The absolute links a mail about an order gives (PUBLIC_URL, never a path a mail client cannot open): a customer
 * follows it in their account, a guest through the order lookup with the number filled in (the email is theirs
 * to type, so a forwarded mail opens nothing by itself).
 */
export function orderLinks(
  publicUrl: string,
  order: Pick<Order, 'number' | 'customerId'>,
): { follow: string; where: string } {
  const base = publicUrl.replace(/\/+$/, '');
  const number = encodeURIComponent(order.number);
  return order.customerId === null
    ? { follow: `${base}${ORDER_LOOKUP_PATH}?number=${number}`, where: '"Find an order" on our site' }
    : { follow: `${base}${ACCOUNT_ORDER_PATH}${number}`, where: 'My orders in your account' };
}
