import { IMAGE_KEY_PATTERN } from '@shop/domain';
import type { Db } from '../common/db.js';
import type { ImageService } from './image.service.js';

/** Every column that names a stored image: a file goes only when none of them names it any more. */
const IMAGE_COLUMNS = [
  ['rooms', 'image'],
  ['room_types', 'image'],
  ['materials', 'image'],
  ['products', 'image'],
  ['product_images', 'image'],
  ['gallery_images', 'image'],
  ['site_information', 'logo'],
] as const;

/**
 * Removes the files of images that a deletion left unnamed (a product's pictures, a material's swatch, a gallery
 * image), with their resized copies. It runs after the deleting transaction has committed (no network call inside
 * a transaction), and a failure is logged, not thrown: the rows are gone either way, and a file left behind is
 * only space, whereas a row naming a deleted file would be a broken image.
 */
export class UnusedImages {
  constructor(
    private readonly db: Db,
    private readonly images: ImageService,
    private readonly log: (message: string, error?: unknown) => void,
  ) {}

  /**
   * `caller` is the Db the deletion ran on: when it is bound to a transaction still open (a caller's own), that
   * transaction may yet roll back, so the files are kept.
   */
  async removeUnused(keys: readonly (string | null | undefined)[], caller: Db): Promise<void> {
    if (caller.inTransaction) return;
    const candidates = [...new Set(keys)].filter(
      (key): key is string => !!key && IMAGE_KEY_PATTERN.test(key),
    );
    if (!candidates.length) return;
    try {
      const named = new Set<string>();
      const marks = candidates.map(() => '?').join(', ');
      for (const [table, column] of IMAGE_COLUMNS) {
        const rows = await this.db.query<{ image: string }>(
          `SELECT DISTINCT ${column} AS image FROM ${table} WHERE ${column} IN (${marks})`,
          candidates,
        );
        for (const row of rows) named.add(row.image);
      }
      await this.images.remove(candidates.filter((key) => !named.has(key)));
    } catch (error) {
      this.log('images of deleted records could not be removed from storage', error);
    }
  }
}
