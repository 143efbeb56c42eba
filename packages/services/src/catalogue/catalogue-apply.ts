import { CatalogueImport } from '@shop/db';
import { CATALOGUE_BATCH_ROWS } from '@shop/domain';
import type { Db } from '../common/db.js';
import type { ICataloguePlan } from './catalogue-preview.js';
import { chunks } from './catalogue-sql.js';
import { writeVariantBatch } from './catalogue-variants.js';
import { CatalogueLinesTaken, writeBatch } from './catalogue-write.js';

/**
 * Writes a plan without errors in batches of CATALOGUE_BATCH_ROWS lines, each its own transaction that also records
 * the import's progress: the products first, then the variants, so that a product's row and its variants' in one
 * file meet in order. Answers how many lines were written and the image keys the products no longer show; a new SKU
 * that a product or variant save takes after the plan's check stops the import at its batch (rolled back), and
 * the answer names those lines (`taken`), as the save that lost would have heard (catalogue-write.ts).
 */
export async function applyPlan(
  db: Db,
  plan: ICataloguePlan,
  importId: number,
): Promise<{ processed: number; replacedImages: string[]; taken?: CatalogueLinesTaken }> {
  const replacedImages: string[] = [];
  let processed = 0;
  try {
    for (const batch of chunks(plan.writes, CATALOGUE_BATCH_ROWS)) {
      replacedImages.push(
        ...(await db.transaction((tx) => writeBatch(tx, batch, importId, processed + batch.length))),
      );
      processed += batch.length;
    }
    for (const batch of chunks(plan.variantWrites, CATALOGUE_BATCH_ROWS)) {
      await db.transaction(async (tx) => {
        await writeVariantBatch(tx, batch);
        await tx.repo(CatalogueImport).update({ id: importId }, { processed: processed + batch.length });
      });
      processed += batch.length;
    }
  } catch (error) {
    if (!(error instanceof CatalogueLinesTaken)) throw error;
    // Someone took a new SKU of the file after its check: that batch was rolled back, the ones before it stay.
    return { processed, replacedImages, taken: error };
  }
  return { processed, replacedImages };
}
