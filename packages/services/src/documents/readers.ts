import crypto from 'node:crypto';
import { Order } from '@shop/db';
import type { Db } from '../common/db.js';
import { NotFoundError } from '../errors.js';

/**
 * Who asks for an order's document, as the download routes know them: staff (ADMIN or MANAGER) read every order;
 * a customer their own; a guest the order their cart session placed, or one they name with its email (the guest
 * order lookup). Anything else is the same 404 as an unknown number, never 403.
 */
export type TDocumentReader =
  | { kind: 'staff' }
  | { kind: 'customer'; customerId: number }
  | { kind: 'guest'; sessionHash: string }
  | { kind: 'lookup'; email: string };

const digest = (text: string) => crypto.createHash('sha256').update(text.trim().toLowerCase()).digest();

/** The order lookup's comparison: time independent of where two emails differ. */
const sameEmail = (stored: string, given: string) => crypto.timingSafeEqual(digest(stored), digest(given));

function mayRead(reader: TDocumentReader, order: Order): boolean {
  switch (reader.kind) {
    case 'staff':
      return true;
    case 'customer':
      return order.customerId === reader.customerId;
    case 'guest':
      return order.customerId === null && order.guestSessionHash === reader.sessionHash;
    case 'lookup':
      return sameEmail(order.email, reader.email);
  }
}

export async function readableOrder(db: Db, reader: TDocumentReader, number: string): Promise<Order> {
  const order = await db.repo(Order).findOne({ where: { number } });
  if (!order || !mayRead(reader, order)) throw new NotFoundError('Order');
  return order;
}
