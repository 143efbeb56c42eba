import { Order } from '@shop/db';
import type { Db } from '../common/db.js';
import { NotFoundError } from '../errors.js';

/** The session customer's order with this number; another customer's (or none) is 404, never 403. */
export async function findCustomerOrder(db: Db, customerId: number, number: string): Promise<Order> {
  const order = await db.repo(Order).findOne({ where: { number, customerId } });
  if (!order) throw new NotFoundError('Order');
  return order;
}
