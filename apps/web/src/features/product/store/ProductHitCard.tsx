import type { TSearchProduct } from '@shop/domain';
import { Image } from '#/components/Image';
import { Price } from '#/components/Price';
import { Skeleton } from '#/components/Spinner';
import { PathLink, productPath } from './PathLink';

const CARD_SIZES = '(min-width: 1100px) 250px, (min-width: 700px) 30vw, 46vw';

/** What a product card shows: the search hit's fields, which the product list's rows also carry. */
export type TProductCardData = Pick<
  TSearchProduct,
  'id' | 'name' | 'slug' | 'image' | 'priceCents' | 'discountPercent' | 'roomTypeName'
>;

/** A product as a card whose whole area links to the product page. */
export function ProductHitCard({ product, eager }: { product: TProductCardData; eager?: boolean }) {
  return (
    <article className="hit-card">
      <PathLink href={productPath(product.slug)} className="hit-card__link">
        <Image
          imageKey={product.image}
          alt=""
          width={480}
          height={360}
          sizes={CARD_SIZES}
          className="hit-card__image"
          eager={eager}
        />
        <span className="hit-card__body">
          <span className="hit-card__title">{product.name}</span>
          {product.roomTypeName ? <span className="hit-card__meta">{product.roomTypeName}</span> : null}
          <Price cents={product.priceCents} discountPercent={product.discountPercent} />
        </span>
      </PathLink>
    </article>
  );
}

export function ProductHitGrid({ products, label }: { products: TProductCardData[]; label: string }) {
  return (
    <ul className="hit-grid" aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductHitCard product={product} eager={index < 4} />
        </li>
      ))}
    </ul>
  );
}

export function ProductHitGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul className="hit-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <div className="hit-card">
            <Skeleton className="skeleton--image" />
            <span className="hit-card__body">
              <Skeleton height="1.1rem" width="80%" />
              <Skeleton height="0.9rem" width="40%" />
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
