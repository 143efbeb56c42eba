import { WishlistEntry } from '@shop/db';
import { MAX_WISHLIST, WISHLIST_MESSAGES, type TWishlist, type TWishlistEntry } from '@shop/domain';
import type { Db } from '../common/db.js';
import { isoDate } from '../common/reads/paged-query.js';
import { FieldValidationError, NotFoundError } from '../errors.js';
import { CARD_COLUMNS, toProductCard, type IProductCardRow } from '../common/products/product-card.js';
import { placeholders } from '../common/sql-values.js';

type TEntryRow = IProductCardRow & { entryId: number | string; createdAt: Date | string };

const ENTRY_SQL =
  `SELECT w.id AS \`entryId\`, w.created_at AS \`createdAt\`, ${CARD_COLUMNS.join(', ')} ` +
  'FROM wishlist_entries w JOIN products p ON p.id = w.product_id WHERE w.customer_id = ? AND p.active = 1';

function toEntry(row: TEntryRow): TWishlistEntry {
  const product = toProductCard(row);
  return { id: Number(row.entryId), productId: product.id, createdAt: isoDate(row.createdAt), product };
}

/**
 * A customer's wishlist. Every read and write names the session's customer, so another customer's entry is as
 * unknown as a missing one (404). Products taken off sale stay stored but are not shown.
 */
export class WishlistService {
  constructor(private readonly db: Db) {}

  /** The home page's wishlist strip: the same list. */
  homeList(customerId: number): Promise<TWishlist> {
    return this.list(customerId);
  }

  async list(customerId: number): Promise<TWishlist> {
    const rows = await this.db.query<TEntryRow>(
      `${ENTRY_SQL} ORDER BY w.created_at DESC, w.id DESC LIMIT ?`,
      [customerId, MAX_WISHLIST],
    );
    return { data: rows.map(toEntry), total: rows.length };
  }

  /** Adding a product that is already there answers its entry again. */
  async add(customerId: number, productId: number): Promise<TWishlistEntry> {
    await this.db.transaction(async (tx) => {
      const [product] = await tx.query<{ id: number }>(
        'SELECT id FROM products WHERE id = ? AND active = 1',
        [productId],
      );
      if (!product) throw new NotFoundError('Product');
      const entries = tx.repo(WishlistEntry);
      if (await entries.exists({ where: { customerId, productId } })) return;
      if ((await entries.count({ where: { customerId } })) >= MAX_WISHLIST)
        throw new FieldValidationError({ productId: [WISHLIST_MESSAGES.full] });
      await entries.insert({ customerId, productId });
    });
    const [row] = await this.db.query<TEntryRow>(`${ENTRY_SQL} AND w.product_id = ?`, [
      customerId,
      productId,
    ]);
    if (!row) throw new NotFoundError('Product');
    return toEntry(row);
  }

  async delete(customerId: number, entryId: number): Promise<{ success: true }> {
    const entries = this.db.repo(WishlistEntry);
    if (!(await entries.exists({ where: { id: entryId, customerId } })))
      throw new NotFoundError('Wishlist entry');
    await entries.delete({ id: entryId, customerId });
    return { success: true };
  }

  /**
   * A guest's list joins the account after login or registration: products already there, unknown or off sale
   * are skipped, and the list stops at its limit instead of failing.
   */
  async merge(customerId: number, productIds: readonly number[]): Promise<TWishlist> {
    const wanted = [...new Set(productIds)];
    if (wanted.length)
      await this.db.transaction(async (tx) => {
        const held = await tx.query<{ productId: number | string }>(
          'SELECT product_id AS `productId` FROM wishlist_entries WHERE customer_id = ?',
          [customerId],
        );
        const have = new Set(held.map((row) => Number(row.productId)));
        const fresh = wanted.filter((id) => !have.has(id));
        if (!fresh.length) return;
        const onSale = await tx.query<{ id: number | string }>(
          `SELECT id AS \`id\` FROM products WHERE active = 1 AND id IN (${placeholders(fresh)})`,
          fresh,
        );
        const sale = new Set(onSale.map((row) => Number(row.id)));
        const adding = fresh.filter((id) => sale.has(id)).slice(0, Math.max(0, MAX_WISHLIST - have.size));
        if (adding.length)
          await tx.repo(WishlistEntry).insert(adding.map((productId) => ({ customerId, productId })));
      });
    return this.list(customerId);
  }
}
