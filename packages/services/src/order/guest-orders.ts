import crypto from 'node:crypto';
import { Order } from '@shop/db';
import { IsNull } from 'typeorm';
import type { Db } from '../common/db.js';

const digest = (text: string) => crypto.createHash('sha256').update(text.trim().toLowerCase()).digest();

/** Compares two emails in time independent of where they differ (or whether there was one to compare). */
export function sameEmail(stored: string | undefined, given: string): boolean {
  // An unknown order is compared with a value no email can have, so both refusals do the same work.
  return crypto.timingSafeEqual(digest(stored ?? '\u0000unknown'), digest(given)) && stored !== undefined;
}

/**
 * Guest orders placed with this email become the customer's, once they have shown the address is theirs (they
 * confirmed it by a mailed link). Orders another account already holds are not touched. Answers how many.
 */
export async function claimGuestOrders(db: Db, customerId: number, email: string): Promise<number> {
  const result = await db
    .repo(Order)
    .update(
      { customerId: IsNull(), email: email.trim().toLowerCase() },
      { customerId, guestSessionHash: null },
    );
  return result.affected ?? 0;
}

/** Whether guest orders wait for this email (an account can then be asked to confirm it). */
export function hasGuestOrders(db: Db, email: string): Promise<boolean> {
  return db.repo(Order).exists({ where: { customerId: IsNull(), email: email.trim().toLowerCase() } });
}
