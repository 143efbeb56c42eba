import { Product, RoomType } from '@shop/db';
import {
  FROM_VARIANTS_MESSAGES,
  PRODUCT_MESSAGES,
  type TFromVariantsField,
  type TProductBulkUpdateInput,
  type TProductBulkUpdateResult,
} from '@shop/domain';
import { In } from 'typeorm';
import type { Db } from '../common/db.js';
import { placeholders } from '../common/sql-values.js';
import { FieldValidationError, NotFoundError } from '../errors.js';
import { productEventData, type IWebhookEvents } from '../webhooks/index.js';
import { syncFromVariants } from '../common/products/variant-rows.js';

/** The product columns that, on a product sold by variants, are their summary (syncFromVariants). */
const FROM_VARIANTS = Object.keys(FROM_VARIANTS_MESSAGES) as TFromVariantsField[];

/** How many variants each of these products has; products without any are left out. */
async function variantCounts(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ productId: number | string; variants: number | string }>(
    'SELECT product_id AS `productId`, COUNT(*) AS `variants` FROM product_variants ' +
      `WHERE product_id IN (${placeholders(ids)}) GROUP BY product_id`,
    [...ids],
  );
  return new Map(rows.map((row) => [Number(row.productId), Number(row.variants)]));
}

/**
 * A save of a product sold by variants may leave its price, discount and stock out or send them as they are; any
 * other value would be overwritten by the variants' summary, so it is refused on its field rather than answered
 * with a 200 that kept the old value.
 */
export async function refuseVariantSummaryChange(
  tx: Db,
  productId: number,
  form: Partial<Record<TFromVariantsField, number>>,
): Promise<void> {
  const given = FROM_VARIANTS.filter((field) => form[field] !== undefined);
  if (given.length === 0 || !(await variantCounts(tx, [productId])).has(productId)) return;
  const current = await tx.repo(Product).findOneOrFail({
    select: { id: true, priceCents: true, discountPercent: true, stock: true },
    where: { id: productId },
  });
  const changed = given.filter((field) => Number(current[field]) !== form[field]);
  if (changed.length > 0)
    throw new FieldValidationError(
      Object.fromEntries(changed.map((field) => [field, [FROM_VARIANTS_MESSAGES[field]]])),
    );
}

/**
 * The same values on every selected product, in one transaction: an unknown product changes nothing (404). On a
 * product sold by variants, price, discount and stock go to each of its variants (its own are their summary), and
 * the answer names those products so that the back-office can say so.
 */
export async function bulkUpdateProducts(
  db: Db,
  { ids, set }: TProductBulkUpdateInput,
  events?: IWebhookEvents,
): Promise<TProductBulkUpdateResult> {
  return db.transaction(async (tx) => {
    const result = await bulkUpdateIn(tx, ids, set);
    // One product.updated per product, as it now is, in the same transaction.
    if (events)
      for (const product of await tx.repo(Product).find({ where: { id: In(ids) }, order: { id: 'ASC' } }))
        await events.emit(tx, 'product.updated', productEventData(product));
    return result;
  });
}

async function bulkUpdateIn(
  tx: Db,
  ids: number[],
  set: TProductBulkUpdateInput['set'],
): Promise<TProductBulkUpdateResult> {
  if (set.roomTypeId !== undefined && !(await tx.repo(RoomType).exists({ where: { id: set.roomTypeId } })))
    throw new FieldValidationError({ roomTypeId: [PRODUCT_MESSAGES.unknownRoomType] });
  const products = await tx.repo(Product).find({ select: { id: true, name: true }, where: { id: In(ids) } });
  if (products.length !== ids.length) throw new NotFoundError('Product');
  await tx.repo(Product).update({ id: In(ids) }, set);
  const summary = Object.fromEntries(
    FROM_VARIANTS.flatMap((field) => (set[field] === undefined ? [] : [[field, set[field]]])),
  );
  if (Object.keys(summary).length === 0) return { updated: ids.length, throughVariants: [] };
  const counts = await variantCounts(tx, ids);
  const byVariants = products.filter((product) => counts.has(product.id)).sort((a, b) => a.id - b.id);
  for (const product of byVariants) {
    await tx.query(
      `UPDATE product_variants SET ${Object.keys(summary)
        .map((field) => `${COLUMN[field as TFromVariantsField]} = ?`)
        .join(', ')} WHERE product_id = ?`,
      [...Object.values(summary), product.id],
    );
    await syncFromVariants(tx, product.id);
  }
  return {
    updated: ids.length,
    throughVariants: byVariants.map(({ id, name }) => ({ id, name, variants: counts.get(id) ?? 0 })),
  };
}

const COLUMN: Record<TFromVariantsField, string> = {
  priceCents: 'price_cents',
  discountPercent: 'discount_percent',
  stock: 'stock',
};
