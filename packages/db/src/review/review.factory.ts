import { Review } from '../entities/index.js';
import { type TSeedTarget, uniqueSuffix, insert } from '../seed/factory-kit.js';
import { seedProduct } from '../product/product.factory.js';

/** A visible five-star review by a visitor without an account, of a new product unless `productId` is given. */
export async function seedReview(db: TSeedTarget, over: Partial<Review> = {}): Promise<Review> {
  const productId = over.productId ?? (await seedProduct(db)).id;
  return insert(db, Review, {
    authorName: 'Robin',
    rating: 5,
    body: `Review ${uniqueSuffix()}`,
    ...over,
    productId,
  });
}
