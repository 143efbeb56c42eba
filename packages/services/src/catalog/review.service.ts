import { Product, Review } from '@shop/db';
import type { IPaginated, TReview } from '@shop/domain';
import type { Db } from '../common/db.js';
import { existsOrThrow, findOrThrow } from '../common/find.js';
import { allOf, bool, isoDate, pagedList, type TRow } from '../common/paged-query.js';

/** The one review mapper, for entities and raw list rows alike. */
export function toReview(row: TRow<Review>): TReview {
  return {
    id: Number(row.id),
    productId: Number(row.productId),
    authorName: row.authorName,
    rating: Number(row.rating),
    body: row.body,
    hidden: bool(row.hidden),
    createdAt: isoDate(row.createdAt),
  };
}

/** Reviews of products as the storefront reads them and as staff moderate them (hide and show). */
export class ReviewService {
  constructor(private readonly db: Db) {}

  /** One product's reviews, newest first; hidden ones only when `includeHidden` (staff moderation). */
  async listForProduct(
    productId: number,
    page: number,
    includeHidden: boolean,
  ): Promise<IPaginated<TReview>> {
    await existsOrThrow(this.db.repo(Product), productId, 'Product');
    return pagedList(this.db, Review, {
      where: allOf(
        { sql: 'product_id = ?', params: [productId] },
        includeHidden ? undefined : { sql: 'hidden = ?', params: [0] },
      ),
      sort: { property: 'createdAt', direction: 'DESC' },
      page,
      map: toReview,
    });
  }

  async setHidden(id: number, hidden: boolean): Promise<TReview> {
    const reviews = this.db.repo(Review);
    const review = await findOrThrow(reviews, id, 'Review');
    await reviews.update({ id }, { hidden });
    return toReview({ ...review, hidden });
  }
}
