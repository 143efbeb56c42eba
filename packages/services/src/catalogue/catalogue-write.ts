import { CatalogueImport, Product } from '@shop/db';
import { SKU_MESSAGES, type TCatalogueError } from '@shop/domain';
import type { Db } from '../common/db.js';
import { takenSkus } from '../common/sku-space.js';
import { placeholders } from '../common/sql-values.js';
import type { ICatalogueProduct } from './catalogue-rows.js';
import { chunks, FIELDS } from './catalogue-sql.js';

/** One line's planned write of a product. */
export interface IPlannedRow {
  line: number;
  product: ICatalogueProduct;
  /** Set for an update: the product's id and what it was. */
  existing?: { id: number; product: ICatalogueProduct };
  fields: string[];
}

/**
 * Lines whose new SKU another writer (a product or variant save, another import) took after the import's check:
 * their batch is rolled back, and the import stops naming them.
 */
export class CatalogueLinesTaken extends Error {
  constructor(readonly errors: TCatalogueError[]) {
    super('SKUs of the file were taken while it was applied');
  }
}

type TClaims = readonly { line: number; sku: string }[];

/**
 * Refuses the lines whose new SKU a product or a variant has, read inside the batch's transaction under the lock
 * every product and variant save takes (sku-space.ts), so that what passes here stays free until the commit.
 */
export async function refuseTakenSkus(tx: Db, claims: TClaims): Promise<void> {
  if (!claims.length) return;
  const taken = await takenSkus(
    tx,
    claims.map((claim) => claim.sku),
  );
  if (taken.size)
    throw new CatalogueLinesTaken(
      claims
        .filter((claim) => taken.has(claim.sku))
        .map((claim) => ({ line: claim.line, field: 'sku', message: SKU_MESSAGES.taken })),
    );
}

/**
 * Runs one insert of these claimed SKUs: when it fails because a SKU was taken after all (a unique index saw it),
 * its lines are refused rather than the import failing on an unexplained error.
 */
export async function insertClaimed<R>(tx: Db, claims: TClaims, insert: () => Promise<R>): Promise<R> {
  try {
    return await insert();
  } catch (error) {
    await refuseTakenSkus(tx, claims);
    throw error;
  }
}

function productColumns(product: ICatalogueProduct) {
  const columns: Record<string, unknown> = {};
  for (const field of FIELDS) columns[field] = product[field];
  return { ...columns, image: product.images[0] ?? null } as Partial<Product>;
}

/**
 * One batch in one transaction: the new products in one INSERT, the changed ones one UPDATE each (by primary key),
 * then their material links and images replaced in bulk, and the import's progress. Answers the image keys the
 * batch took off products (removed once unused, after the commit).
 */
export async function writeBatch(
  tx: Db,
  batch: IPlannedRow[],
  importId: number,
  processed: number,
): Promise<string[]> {
  const creates = batch.filter((row) => !row.existing);
  const updates = batch.filter((row) => row.existing);
  const idOf = new Map<IPlannedRow, number>();
  if (creates.length) {
    const claims = creates.map((row) => ({ line: row.line, sku: row.product.sku }));
    await refuseTakenSkus(tx, claims);
    await insertClaimed(tx, claims, () =>
      tx
        .repo(Product)
        .createQueryBuilder()
        .insert()
        .into(Product)
        .values(creates.map((row) => productColumns(row.product)))
        .updateEntity(false)
        .execute(),
    );
    const created = await tx.query<{ id: number; sku: string }>(
      `SELECT id AS \`id\`, sku AS \`sku\` FROM products WHERE sku IN (${placeholders(creates)})`,
      creates.map((row) => row.product.sku),
    );
    const bySku = new Map(created.map((row) => [row.sku, Number(row.id)]));
    for (const row of creates) idOf.set(row, bySku.get(row.product.sku)!);
  }
  for (const row of updates) {
    idOf.set(row, row.existing!.id);
    await tx.repo(Product).update({ id: row.existing!.id }, productColumns(row.product));
  }
  const relinked = batch.filter((row) => !row.existing || row.fields.includes('materials'));
  const reimaged = batch.filter((row) => !row.existing || row.fields.includes('image_urls'));
  const relinkedOld = relinked.filter((row) => row.existing).map((row) => row.existing!.id);
  if (relinkedOld.length)
    await tx.query(
      `DELETE FROM product_materials WHERE product_id IN (${placeholders(relinkedOld)})`,
      relinkedOld,
    );
  const links = relinked.flatMap((row) =>
    row.product.materialIds.map((materialId) => [idOf.get(row)!, materialId]),
  );
  for (const part of chunks(links, 1000))
    await tx.query(
      `INSERT INTO product_materials (product_id, material_id) VALUES ${part.map(() => '(?, ?)').join(', ')}`,
      part.flat(),
    );
  const reimagedOld = reimaged.filter((row) => row.existing).map((row) => row.existing!.id);
  if (reimagedOld.length)
    await tx.query(
      `DELETE FROM product_images WHERE product_id IN (${placeholders(reimagedOld)})`,
      reimagedOld,
    );
  const pictures = reimaged.flatMap((row) =>
    row.product.images.map((image, position) => [idOf.get(row)!, image, '', position]),
  );
  for (const part of chunks(pictures, 500))
    await tx.query(
      `INSERT INTO product_images (product_id, image, alt, position) VALUES ${part.map(() => '(?, ?, ?, ?)').join(', ')}`,
      part.flat(),
    );
  await tx.repo(CatalogueImport).update({ id: importId }, { processed });
  return reimaged.flatMap((row) => row.existing?.product.images ?? []);
}
