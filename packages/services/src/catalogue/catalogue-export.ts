/** The catalogue export: products with their variants, read by id in keyset pages and streamed as CSV records. */
import { ZCatalogueExportInput, type TCatalogueExportInput, type TProductListQuery } from '@shop/domain';
import type { Db } from '../common/db.js';
import { placeholders } from '../common/sql-values.js';
import { PRODUCT_SEARCH_INDEX, fullTextSearch } from '../common/full-text.js';
import { allOf } from '../common/reads/paged-query.js';
import { productListFilter, skuSearch } from '../common/products/product-list-filter.js';
import { exportedVariants } from './catalogue-variants.js';
import { fromProductRow, productToRecord, variantToRecord, type IExportedProduct } from './catalogue-rows.js';
import { groupBy, SELECT_PRODUCT } from './catalogue-sql.js';

/** Products the export reads per query: one keyset page, its materials and images in two more. */
const EXPORT_BATCH = 500;

/** The products matching the list's filters, by id, EXPORT_BATCH at a time (keyset: no OFFSET, no big result). */
async function* exportProducts(db: Db, input: TCatalogueExportInput): AsyncGenerator<IExportedProduct[]> {
  const filters = ZCatalogueExportInput.parse(input) as TProductListQuery;
  // A search that is a SKU finds that product, as on the list.
  const bySku = await skuSearch(db, filters.search);
  const where = allOf(
    bySku ?? fullTextSearch(db.dialect, PRODUCT_SEARCH_INDEX, filters.search)?.where,
    productListFilter(filters),
  );
  let after = 0;
  for (;;) {
    const rows = await db.query<Record<string, unknown>>(
      `SELECT p.id AS \`id\`, rt.slug AS \`roomTypeSlug\`, ${SELECT_PRODUCT} FROM products p ` +
        `JOIN room_types rt ON rt.id = p.room_type_id WHERE p.id > ?${where ? ` AND ${where.sql}` : ''} ` +
        `ORDER BY p.id LIMIT ${EXPORT_BATCH}`,
      [after, ...(where?.params ?? [])],
    );
    if (!rows.length) return;
    const ids = rows.map((row) => Number(row.id));
    const [materials, images, variants] = await Promise.all([
      db.query<{ productId: number; name: string }>(
        'SELECT pm.product_id AS `productId`, m.name AS `name` FROM product_materials pm ' +
          `JOIN materials m ON m.id = pm.material_id WHERE pm.product_id IN (${placeholders(ids)}) ORDER BY m.name, m.id`,
        ids,
      ),
      db.query<{ productId: number; image: string }>(
        'SELECT product_id AS `productId`, image AS `image` FROM product_images ' +
          `WHERE product_id IN (${placeholders(ids)}) ORDER BY position, id`,
        ids,
      ),
      exportedVariants(db, ids),
    ]);
    const materialsOf = groupBy(
      materials,
      (m) => Number(m.productId),
      (m) => m.name,
    );
    const imagesOf = groupBy(
      images,
      (i) => Number(i.productId),
      (i) => i.image,
    );
    yield rows.map((row) => ({
      ...fromProductRow(row),
      id: Number(row.id),
      roomTypeSlug: String(row.roomTypeSlug),
      materials: (materialsOf.get(Number(row.id)) ?? []) as string[],
      images: (imagesOf.get(Number(row.id)) ?? []) as string[],
      variants: variants.get(Number(row.id)) ?? [],
    }));
    if (rows.length < EXPORT_BATCH) return;
    after = ids[ids.length - 1]!;
  }
}

/** CSV records (arrays of cells) of the export, for a CSV writer. */
export async function* exportRecords(
  db: Db,
  input: TCatalogueExportInput,
  origin = '',
): AsyncGenerator<string[]> {
  for await (const batch of exportProducts(db, input))
    for (const product of batch) {
      yield productToRecord(product, origin);
      for (const variant of product.variants) yield variantToRecord(product.sku, variant, origin);
    }
}
