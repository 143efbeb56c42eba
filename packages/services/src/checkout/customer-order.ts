import { Order } from '@shop/db';
import type { Db } from '../common/db.js';
import { NotFoundError } from '../errors.js';
import type { ICheckoutCustomer } from './initiation.js';

/**
 * Whether the checkout's buyer owns the order: a customer by their id, a guest by their cart session (and only
 * while no account has claimed the order).
 */
export function ownsOrder(
  buyer: ICheckoutCustomer,
  order: Pick<Order, 'customerId' | 'guestSessionHash'>,
): boolean {
  if (buyer.id !== null) return order.customerId === buyer.id;
  return (
    !!buyer.guestSessionHash && order.customerId === null && order.guestSessionHash === buyer.guestSessionHash
  );
}

/** The buyer's order with this number; another's (or none) is 404, never 403. */
export async function findCustomerOrder(db: Db, buyer: ICheckoutCustomer, number: string): Promise<Order> {
  const order = await db.repo(Order).findOne({ where: { number } });
  if (!order || !ownsOrder(buyer, order)) throw new NotFoundError('Order');
  return order;
}
