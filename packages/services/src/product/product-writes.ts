import { Material, ProductImage, RoomType } from '@shop/db';
import { PRODUCT_MESSAGES, SKU_MESSAGES, type TProductForm, type TProductUpdateForm } from '@shop/domain';
import { In } from 'typeorm';
import type { Db } from '../common/db.js';
import { FieldValidationError, NotFoundError } from '../errors.js';
import { isSkuFree } from '../common/sku-space.js';

/* The writes of a product's saves: its SKU (one space with its variants'), its row lock, its links and images. */

/**
 * Takes the product's row for this transaction on MySQL, so that two saves of one product (its form, its options or
 * its variants) run one after the other and the second one's reads (its snapshot starts at its first plain read,
 * after this) see the first one's writes. SQLite transactions have the connection to themselves.
 */
export async function lockProduct(tx: Db, id: number): Promise<void> {
  const rows =
    tx.dialect === 'mysql'
      ? await tx.query('SELECT id FROM products WHERE id = ? FOR UPDATE', [id])
      : await tx.query('SELECT id FROM products WHERE id = ?', [id]);
  if (rows.length === 0) throw new NotFoundError('Product');
}

/** The product's own columns from the form; `image` mirrors the first (main) image. */
export function productColumns({ materialIds: _materialIds, images, sku, ...fields }: TProductUpdateForm) {
  // Price, discount or stock left out of an update stay as they are.
  const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  return { ...given, ...(sku ? { sku } : {}), image: images[0]?.image ?? null };
}

const skuTaken = () => new FieldValidationError({ sku: [SKU_MESSAGES.taken] });

/** Refuses a SKU another product has, then writes; a concurrent save of the same SKU is caught by its index. */
export async function writeWithFreeSku<R>(
  db: Db,
  sku: string | undefined,
  excludeId: number | undefined,
  write: () => Promise<R>,
): Promise<R> {
  if (sku && !(await isSkuFree(db, sku, { productId: excludeId }))) throw skuTaken();
  try {
    return await write();
  } catch (error) {
    if (sku && !(await isSkuFree(db, sku, { productId: excludeId }))) throw skuTaken();
    throw error;
  }
}

export async function roomTypeMustExist(tx: Db, roomTypeId: number): Promise<void> {
  if (!(await tx.repo(RoomType).exists({ where: { id: roomTypeId } })))
    throw new FieldValidationError({ roomTypeId: [PRODUCT_MESSAGES.unknownRoomType] });
}

/**
 * Replaces the product's material links and images; a missing material fails the whole transaction with a 422.
 * On MySQL every write names its rows by primary key. `DELETE ... WHERE product_id = ?` takes gap locks reaching
 * into the neighbouring products' index entries even when it deletes nothing (every new product), and two saves
 * holding such gaps wait for each other's inserts: 48 of 50 concurrent creates deadlocked that way. So a new
 * product deletes nothing, and a saved one (its row locked first) deletes the links and images it no longer has
 * by key, then inserts the new ones.
 */
export async function writeMaterialsAndImages(
  tx: Db,
  productId: number,
  form: Pick<TProductForm, 'materialIds' | 'images'>,
  { isNew }: { isNew: boolean },
): Promise<void> {
  if (form.materialIds.length) {
    const found = await tx.repo(Material).count({ where: { id: In(form.materialIds) } });
    if (found !== form.materialIds.length)
      throw new FieldValidationError({ materialIds: [PRODUCT_MESSAGES.unknownMaterial] });
  }
  const linked = isNew
    ? []
    : (
        await tx.query<{ materialId: number }>(
          'SELECT material_id AS `materialId` FROM product_materials WHERE product_id = ? ORDER BY material_id',
          [productId],
        )
      ).map((row) => Number(row.materialId));
  const unlinked = linked.filter((materialId) => !form.materialIds.includes(materialId));
  // One statement per row: an equality on the whole primary key locks that row alone.
  for (const materialId of unlinked)
    await tx.query('DELETE FROM product_materials WHERE product_id = ? AND material_id = ?', [
      productId,
      materialId,
    ]);
  const added = form.materialIds.filter((materialId) => !linked.includes(materialId));
  if (added.length)
    await tx.query(
      `INSERT INTO product_materials (product_id, material_id) VALUES ${added.map(() => '(?, ?)').join(', ')}`,
      added.flatMap((materialId) => [productId, materialId]),
    );
  const images = tx.repo(ProductImage);
  if (!isNew) {
    // Positions change with every save: the old rows go and the new ones come, by key.
    for (const { id } of await images.find({ select: { id: true }, where: { productId } }))
      await images.delete({ id });
  }
  if (form.images.length)
    await images.insert(form.images.map(({ image, alt }, position) => ({ productId, image, alt, position })));
}
