import { Promotion, PromotionCustomerUse, PromotionUse } from '@shop/db';
import { PROMOTION_MESSAGES, type IDiscountPlan } from '@shop/domain';
import type { Db } from '../common/db.js';
import { ConflictError, FieldValidationError } from '../errors.js';

/*
 * Promotion uses are taken and given back inside the order's own transaction, with conditional updates, so that
 * limits hold however many checkouts race: the service reads and plans, these write.
 */

/**
 * Inside the order's transaction: takes one use of every promotion applied, with conditional UPDATEs (still
 * active, within its dates, under its total and per-customer limits), in id order. One that fails refuses the
 * whole order (the transaction rolls back): a code with its reason, an automatic promotion with "review the new
 * total". So of 20 checkouts racing for a single-use code, exactly one gets it.
 */
export async function claimPromotionUses(
  tx: Db,
  orderId: number,
  customerId: number | null,
  plan: IDiscountPlan,
  now: Date,
): Promise<void> {
  for (const applied of [...plan.applied].sort((a, b) => a.id - b.id)) {
    const taken = await tx
      .repo(Promotion)
      .createQueryBuilder()
      .update()
      .set({ usedCount: () => 'used_count + 1' })
      .where(
        'id = :id AND active = :active AND (max_uses IS NULL OR used_count < max_uses) ' +
          'AND (starts_at IS NULL OR starts_at <= :now) AND (ends_at IS NULL OR ends_at > :now)',
        { id: applied.id, active: true, now },
      )
      .execute();
    if (!taken.affected) throw refusal(applied.code, PROMOTION_MESSAGES.usedUp);
    // A guest's order: only promotions without a per-customer limit apply (promotionProblem), none to count.
    if (customerId !== null) await claimForCustomer(tx, applied, customerId);
    await tx.repo(PromotionUse).insert({
      promotionId: applied.id,
      orderId,
      customerId,
      code: applied.code,
      itemsCents: applied.itemsCents,
      shippingCents: applied.shippingCents,
    });
  }
}

/** One more use of `applied` by this customer, unless they reached its per-customer limit (then a refusal). */
async function claimForCustomer(
  tx: Db,
  applied: IDiscountPlan['applied'][number],
  customerId: number,
): Promise<void> {
  await tx
    .repo(PromotionCustomerUse)
    .createQueryBuilder()
    .insert()
    .values({ promotionId: applied.id, customerId, count: 0 })
    .orIgnore()
    .execute();
  const mine = await tx
    .repo(PromotionCustomerUse)
    .createQueryBuilder()
    .update()
    .set({ count: () => '`count` + 1' })
    .where(
      'promotion_id = :id AND customer_id = :customerId AND `count` < ' +
        '(SELECT COALESCE(max_uses_per_customer, 2147483647) FROM promotions WHERE id = :id)',
      { id: applied.id, customerId },
    )
    .execute();
  if (!mine.affected) throw refusal(applied.code, PROMOTION_MESSAGES.usedByYou);
}

function refusal(code: string | null, reason: string): Error {
  return code
    ? new FieldValidationError({ code: [`${PROMOTION_MESSAGES.codeRefusedAtPayment} ${reason}`] })
    : new ConflictError(PROMOTION_MESSAGES.promotionEnded);
}

/**
 * Gives back an order's promotion uses (the totals and the customer's), once: only the call whose conditional
 * update marks a use released lowers the counts. Call it inside the transaction that cancelled the unpaid order.
 */
export async function releasePromotionUses(tx: Db, orderId: number): Promise<void> {
  const uses = await tx
    .repo(PromotionUse)
    .find({ where: { orderId, released: false }, order: { promotionId: 'ASC' } });
  for (const use of uses) {
    const released = await tx
      .repo(PromotionUse)
      .createQueryBuilder()
      .update()
      .set({ released: true })
      .where('id = :id AND released = :no', { id: use.id, no: false })
      .execute();
    if (!released.affected) continue;
    await tx
      .repo(Promotion)
      .createQueryBuilder()
      .update()
      .set({ usedCount: () => 'used_count - 1' })
      .where('id = :id AND used_count > 0', { id: use.promotionId })
      .execute();
    await tx
      .repo(PromotionCustomerUse)
      .createQueryBuilder()
      .update()
      .set({ count: () => '`count` - 1' })
      .where('promotion_id = :id AND customer_id = :customerId AND `count` > 0', {
        id: use.promotionId,
        customerId: use.customerId,
      })
      .execute();
  }
}
