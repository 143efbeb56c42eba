import { Order } from '@shop/db';
import { In } from 'typeorm';
import type { Db } from '../common/db.js';
import type { IMailer } from '../mail/mailer.js';
import { followOrder } from './order-mail-variables.js';

/**
 * Tells each buyer whose order needs a delivery window (its window filled before the payment, or staff moved it)
 * to choose one on the order's page. Queued in the outbox like every mail: a failure to send is retried there.
 */
export async function mailWindowNeeded(
  db: Db,
  mailer: IMailer,
  orderIds: readonly number[],
  publicUrl?: string,
): Promise<void> {
  if (orderIds.length === 0) return;
  const orders = await db.repo(Order).findBy({ id: In([...orderIds]) });
  for (const order of orders)
    await mailer.send(
      {
        template: 'delivery-window-needed',
        to: order.email,
        variables: { order: followOrder(order, publicUrl) },
      },
      { orderId: order.id },
    );
}
