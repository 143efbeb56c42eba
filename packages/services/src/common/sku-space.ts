import type { Db } from '../common/db.js';

/**
 * Products' and variants' SKUs are one space (products.sku and product_variants.sku, each unique on its own): every
 * write that gives a product or a variant a SKU claims it here first, inside its transaction. On MySQL the reads
 * lock what they find, or the gap where the SKU would go, in both tables: a product, a variant or an import taking
 * one SKU at once cannot all pass, whichever order they run in. One waits for the other, or InnoDB picks a deadlock
 * victim that Db.transaction runs again; either way the second read is a current one, sees the first SKU committed
 * and refuses it (a snapshot read would not). SQLite transactions have the database to themselves.
 */

/** Whether no product and no other variant has this SKU (products.sku and product_variants.sku are one space). */
export async function isSkuFree(
  db: Db,
  sku: string,
  exclude: { productId?: number; variantId?: number } = {},
  /** False for a SKU made from a new row's own id, which no one else can be choosing (no gap locks to wait on). */
  lockInTransaction = true,
): Promise<boolean> {
  const lock = lockInTransaction && db.inTransaction && db.dialect === 'mysql' ? ' FOR UPDATE' : '';
  const product = await db.query<{ id: number }>(
    `SELECT id AS \`id\` FROM products WHERE sku = ?${exclude.productId ? ' AND id <> ?' : ''} LIMIT 1${lock}`,
    exclude.productId ? [sku, exclude.productId] : [sku],
  );
  const variant = await db.query<{ id: number }>(
    `SELECT id AS \`id\` FROM product_variants WHERE sku = ?${exclude.variantId ? ' AND id <> ?' : ''} LIMIT 1${lock}`,
    exclude.variantId ? [sku, exclude.variantId] : [sku],
  );
  return product.length === 0 && variant.length === 0;
}

/** SKUs read per IN list. */
const SKUS_PER_QUERY = 500;

/**
 * Which of these SKUs a product or a variant has already, read under the same locks as isSkuFree: many SKUs
 * claimed at once (a catalogue import's batch).
 */
export async function takenSkus(db: Db, skus: readonly string[]): Promise<Set<string>> {
  const taken = new Set<string>();
  const lock = db.inTransaction && db.dialect === 'mysql' ? ' FOR UPDATE' : '';
  const wanted = [...new Set(skus)];
  for (let i = 0; i < wanted.length; i += SKUS_PER_QUERY) {
    const part = wanted.slice(i, i + SKUS_PER_QUERY);
    const marks = part.map(() => '?').join(', ');
    for (const table of ['products', 'product_variants']) {
      const rows = await db.query<{ sku: string }>(
        `SELECT sku AS \`sku\` FROM ${table} WHERE sku IN (${marks})${lock}`,
        part,
      );
      for (const { sku } of rows) taken.add(sku);
    }
  }
  return taken;
}
