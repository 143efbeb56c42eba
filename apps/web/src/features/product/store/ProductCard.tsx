import { madeToOrderWord, shipWeeks, type TProductCard } from '@shop/domain';
import { Link } from '@tanstack/react-router';
import { Image } from '#/components/Image';
import { Price } from '#/components/Price';
import { Skeleton } from '#/components/Spinner';
import { CardAddToCart } from '#/features/cart/AddToCart';
import { WishlistButton } from '#/features/wishlist/WishlistButton';
import type { TWishlistApi } from '#/features/wishlist/use-wishlist';
import skeletonCss from '#/styles/skeleton.module.css';
import styles from './ProductCard.module.css';

const CARD_SIZES = '(min-width: 1100px) 270px, (min-width: 700px) 30vw, 46vw';

type THeading = 'h2' | 'h3';

/** In stock; or, out of it, made to order or backordered in the promised window, as the product page says it. */
function stockLine(product: TProductCard): string {
  if (product.inStock) return 'In stock';
  if (product.sellingMode === 'stock') return 'Out of stock';
  return `${madeToOrderWord(product.sellingMode)}: ${shipWeeks(product.leadTimeDays).text}`;
}

/**
 * What a card shows. A search hit carries no stock (the search index does not keep it), so its card has no stock
 * line and no Add to cart: the product page has both.
 */
export type TCardProduct =
  | TProductCard
  | Pick<
      TProductCard,
      'id' | 'name' | 'slug' | 'image' | 'priceCents' | 'discountPercent' | 'fromPrice' | 'swatches'
    >;

interface IProductCardProps {
  product: TCardProduct;
  wishlist: TWishlistApi;
  eager?: boolean;
  heading?: THeading;
}

/** One product in a grid: picture and name link to its page; the heart sits beside the link, not inside it. */
function ProductCard({ product, wishlist, eager, heading: Heading = 'h3' }: IProductCardProps) {
  return (
    <article className={styles['product-card']}>
      <Link to="/product/$slug" params={{ slug: product.slug }} className={styles['product-card__link']}>
        <Image
          imageKey={product.image}
          // The card's heading names the link; the picture would only say it again to a screen reader.
          alt=""
          width={480}
          height={480}
          sizes={CARD_SIZES}
          className={styles['product-card__image']}
          eager={eager}
        />
        <Heading className={styles['product-card__name']}>{product.name}</Heading>
      </Link>
      <div className={styles['product-card__footer']}>
        <Price
          cents={product.priceCents}
          discountPercent={product.discountPercent}
          from={product.fromPrice}
        />
        <WishlistButton product={product} wishlist={wishlist} />
      </div>
      {product.swatches?.length ? (
        <p className={styles['product-card__swatches']}>
          {/* The swatches are pictures of the names that the sentence reads out. */}
          <span className="sr-only">
            Available in {product.swatches.map((swatch) => swatch.name).join(', ')}
          </span>
          {product.swatches.map((swatch) => (
            <Image
              key={swatch.id}
              imageKey={swatch.image}
              alt=""
              width={24}
              height={24}
              className={styles['product-card__swatch']}
            />
          ))}
        </p>
      ) : null}
      {'inStock' in product ? (
        <>
          <p
            className={
              product.inStock
                ? styles['product-card__stock']
                : `${styles['product-card__stock']} ${styles['product-card__stock--made']}`
            }
          >
            {stockLine(product)}
          </p>
          <CardAddToCart product={product} />
        </>
      ) : null}
    </article>
  );
}

export function ProductGrid({
  products,
  wishlist,
  heading,
  eagerCount = 4,
  label,
}: {
  products: TCardProduct[];
  wishlist: TWishlistApi;
  heading?: THeading;
  eagerCount?: number;
  /** Names the list when the page holds more than one (search results, a material's products). */
  label?: string;
}) {
  return (
    <ul className={styles['product-grid']} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} wishlist={wishlist} heading={heading} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul className={styles['product-grid']} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <div className={styles['product-card']}>
            <Skeleton className={`${styles['product-card__image']} ${skeletonCss['skeleton--square']}`} />
            <Skeleton height="1.2rem" width="70%" />
            <Skeleton height="1rem" width="40%" />
          </div>
        </li>
      ))}
    </ul>
  );
}
