import { Product, Review } from '@shop/db';
import {
  REVIEW_MESSAGES,
  type IPaginated,
  type TCustomer,
  type TReview,
  type TReviewEligibility,
  type TReviewWriteInput,
} from '@shop/domain';
import type { Db } from '../common/db.js';
import { existsOrThrow, findOrThrow } from '../common/find.js';
import { allOf, bool, isoDate, pagedList, type TRow } from '../common/reads/paged-query.js';
import { ConflictError, NotFoundError } from '../errors.js';

/** Order states in which the customer has paid for what they ordered: only those buyers may review. */
const BOUGHT_STATUSES = ['paid', 'completed'];

/** How a customer's review is signed on the storefront: first name and last initial ("Casey C."). */
export function reviewerName(fullName: string): string {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first;
}

/** The one review mapper, for entities and raw list rows alike. */
export function toReview(row: TRow<Review>): TReview {
  return {
    id: Number(row.id),
    productId: Number(row.productId),
    authorName: row.authorName,
    rating: Number(row.rating),
    body: row.body,
    hidden: bool(row.hidden),
    pending: bool(row.pending),
    // Only buyers may write (see write): a review with a customer is a verified buyer's; staff's and seeded have none.
    verifiedBuyer: row.customerId !== null && row.customerId !== undefined,
    createdAt: isoDate(row.createdAt),
  };
}

/**
 * Reviews of products as the storefront reads them and as staff moderate them: a customer's review waits (pending)
 * until staff approve it (show) or turn it down (hide).
 */
export class ReviewService {
  constructor(private readonly db: Db) {}

  /** One product's reviews as shoppers see them, newest first: neither hidden nor pending ones. */
  list(productId: number, page: number): Promise<IPaginated<TReview>> {
    return this.listForProduct(productId, page, false);
  }

  /** One product's reviews for moderation, newest first, hidden and pending ones too. */
  listForStaff(productId: number, page: number): Promise<IPaginated<TReview>> {
    return this.listForProduct(productId, page, true);
  }

  /** Turns a review down (or takes a shown one off the product page). */
  hide(id: number): Promise<TReview> {
    return this.setHidden(id, true);
  }

  /** Approves a review: it shows on the product page. */
  show(id: number): Promise<TReview> {
    return this.setHidden(id, false);
  }

  private async listForProduct(
    productId: number,
    page: number,
    includeHidden: boolean,
  ): Promise<IPaginated<TReview>> {
    await existsOrThrow(this.db.repo(Product), productId, 'Product');
    return pagedList(this.db, Review, {
      where: allOf(
        { sql: 'product_id = ?', params: [productId] },
        includeHidden ? undefined : { sql: 'hidden = ? AND pending = ?', params: [0, 0] },
      ),
      sort: { property: 'createdAt', direction: 'DESC' },
      page,
      map: toReview,
    });
  }

  /** Staff's decision: shown (a pending review approved) or hidden (turned down); either way no longer pending. */
  private async setHidden(id: number, hidden: boolean): Promise<TReview> {
    const reviews = this.db.repo(Review);
    const review = await findOrThrow(reviews, id, 'Review');
    await reviews.update({ id }, { hidden, pending: false });
    return toReview({ ...review, hidden, pending: false });
  }

  /** Whether the customer may review the product: bought it (paid or completed) and not reviewed it yet. */
  async eligibility(customerId: number, productId: number): Promise<TReviewEligibility> {
    if (await this.hasReviewed(customerId, productId)) return { canWrite: false, reason: 'reviewed' };
    if (!(await this.hasBought(customerId, productId))) return { canWrite: false, reason: 'not-bought' };
    return { canWrite: true, reason: null };
  }

  /**
   * A buyer's review, kept pending until staff approve it in the product's moderation list. Not bought and already
   * reviewed are both 409: the request is well formed, the account's state refuses it.
   */
  async write(customer: TCustomer, input: TReviewWriteInput): Promise<TReview> {
    const product = await this.db.repo(Product).findOne({ where: { id: input.productId, active: true } });
    if (!product) throw new NotFoundError('Product');
    const reviewed = () => new ConflictError(REVIEW_MESSAGES.alreadyReviewed);
    if (await this.hasReviewed(customer.id, product.id)) throw reviewed();
    if (!(await this.hasBought(customer.id, product.id))) throw new ConflictError(REVIEW_MESSAGES.notBought);
    const reviews = this.db.repo(Review);
    const row = {
      productId: product.id,
      customerId: customer.id,
      authorName: reviewerName(customer.name),
      rating: input.rating,
      body: input.body,
      pending: true,
    };
    try {
      await reviews.insert(row);
    } catch (error) {
      // A double submit: the unique (customer, product) index lets one through.
      if (await this.hasReviewed(customer.id, product.id)) throw reviewed();
      throw error;
    }
    const saved = await reviews.findOneOrFail({ where: { customerId: customer.id, productId: product.id } });
    return toReview(saved);
  }

  private hasReviewed(customerId: number, productId: number): Promise<boolean> {
    return this.db.repo(Review).exists({ where: { customerId, productId } });
  }

  private async hasBought(customerId: number, productId: number): Promise<boolean> {
    const rows = await this.db.query(
      'SELECT 1 AS bought FROM order_lines ol JOIN orders o ON o.id = ol.order_id ' +
        `WHERE o.customer_id = ? AND ol.product_id = ? AND o.status IN (${BOUGHT_STATUSES.map(() => '?').join(', ')}) LIMIT 1`,
      [customerId, productId, ...BOUGHT_STATUSES],
    );
    return rows.length > 0;
  }
}
