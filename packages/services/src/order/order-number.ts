import { Order } from '@shop/db';
import type { Db } from '../common/db.js';
import { isUniqueViolation } from '../common/sql.js';

const PREFIX = 'HT-';
/** The first number when the shop has no order yet. */
const FIRST_NUMBER = 10_001;

const numeric = (number: string | undefined) => Number(number?.slice(PREFIX.length)) || 0;

/**
 * The next order number: one more than the highest so far (the demo's run HT-10219 ... HT-10287 goes on at
 * HT-10288). Two index reads instead of a scan: the highest in text order, and the newest row (which is the
 * highest once numbers grow a digit, when text order stops being number order).
 */
async function candidate(db: Db): Promise<number> {
  const repo = db.repo(Order);
  const [byText, newest] = await Promise.all([
    repo.find({ select: { number: true }, order: { number: 'DESC' }, take: 1 }),
    repo.find({ select: { number: true }, order: { id: 'DESC' }, take: 1 }),
  ]);
  return Math.max(FIRST_NUMBER - 1, numeric(byText[0]?.number), numeric(newest[0]?.number)) + 1;
}

/**
 * Inserts the order under the next free number. Several app processes may pick the same number at once: the
 * UNIQUE index refuses all but one, and the others take the following number, inside the same transaction (a
 * refused INSERT undoes only itself on MySQL and SQLite alike, so the reserved stock stays reserved).
 */
export async function insertNumberedOrder(tx: Db, order: Partial<Order>, attempts = 50): Promise<Order> {
  let number = await candidate(tx);
  for (let attempt = 1; ; attempt++, number++) {
    try {
      const { identifiers } = await tx.repo(Order).insert({ ...order, number: `${PREFIX}${number}` });
      return await tx.repo(Order).findOneByOrFail({ id: Number(identifiers[0]!.id) });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= attempts) throw error;
    }
  }
}
