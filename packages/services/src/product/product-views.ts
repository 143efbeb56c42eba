import type { Db } from '../common/db.js';

/** How often counted product views are written to products.view_count. */
export const PRODUCT_VIEW_FLUSH_MS = 30_000;

/**
 * Product page views feed the stored counter that the `popular` sort and the trending strip read. Writing a row
 * per view would put a write on the hottest read of the shop, so views are added up in memory and written once
 * per product every half minute. A crash loses at most that much counting, which a popularity figure can spare.
 */
export class ProductViewCounter {
  private pending = new Map<number, number>();
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly db: Db) {}

  record(productId: number): void {
    this.pending.set(productId, (this.pending.get(productId) ?? 0) + 1);
    // Started on the first view, and never keeps the process alive on its own.
    this.timer ??= setInterval(() => void this.flush(), PRODUCT_VIEW_FLUSH_MS).unref();
  }

  async flush(): Promise<void> {
    const counted = this.pending;
    this.pending = new Map();
    for (const [productId, views] of counted) {
      await this.db
        .query('UPDATE products SET view_count = view_count + ? WHERE id = ?', [views, productId])
        // A lost database drops this batch: the counter is a popularity estimate, not a record.
        .catch(() => undefined);
    }
  }
}
