import { LOW_STOCK_THRESHOLD, SKU_PATTERN, type TProductListQuery } from '@shop/domain';
import type { Db } from '../db.js';
import { allOf, type ISqlCondition } from '../reads/paged-query.js';

/*
 * How staff find products: the back-office list, the catalogue export that takes the same filters, and the
 * storefront search that reads the same full-text index. The products table is aliased `p`.
 */

const condition = (sql: string, ...params: unknown[]): ISqlCondition => ({ sql, params });

/** Every filter of the list but the search (the catalogue export takes the same). */
export function productListFilter(input: TProductListQuery): ISqlCondition | undefined {
  return allOf(
    input.roomTypeId ? condition('p.room_type_id = ?', input.roomTypeId) : undefined,
    input.materialId
      ? condition(
          'p.id IN (SELECT product_id FROM product_materials WHERE material_id = ?)',
          input.materialId,
        )
      : undefined,
    input.active === undefined ? undefined : condition('p.active = ?', input.active ? 1 : 0),
    input.lowStock === undefined
      ? undefined
      : condition(input.lowStock ? 'p.stock <= ?' : 'p.stock > ?', LOW_STOCK_THRESHOLD),
  );
}

/**
 * A search that is some product's SKU, as staff paste or scan it: the list shows that product instead of a text
 * search (a word such as "oak" may start many SKUs and must still search the names).
 */
export async function skuSearch(db: Db, search: string | undefined): Promise<ISqlCondition | undefined> {
  const wanted = search?.trim().toUpperCase();
  if (!wanted || !SKU_PATTERN.test(wanted)) return undefined;
  const found = await db.query('SELECT id FROM products WHERE sku = ? LIMIT 1', [wanted]);
  if (found.length > 0) return condition('p.sku = ?', wanted);
  // A variant's SKU finds its product.
  const [variant] = await db.query<{ productId: number }>(
    'SELECT product_id AS `productId` FROM product_variants WHERE sku = ? LIMIT 1',
    [wanted],
  );
  return variant ? condition('p.id = ?', Number(variant.productId)) : undefined;
}
