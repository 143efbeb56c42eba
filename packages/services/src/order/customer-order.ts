import { Order } from '@shop/db';
import type { Db } from '../common/db.js';
import { NotFoundError } from '../errors.js';

/** The session's customer, as checkout needs them; a guest has no id and is known by their cart session. */
export interface ICheckoutCustomer {
  id: number | null;
  name: string;
  email: string;
  /** A guest's cart session (SHA-256 of its cookie); null when the guest has none yet. */
  guestSessionHash?: string | null;
}

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
