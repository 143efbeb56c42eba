import { discountedCents } from '@shop/domain';
import { createFileRoute, Link } from '@tanstack/react-router';
import { Price } from '#/components/Price';
import { QueryView } from '#/components/QueryView';
import { Spinner } from '#/components/Spinner';
import { ProductAddToCart } from '#/features/cart/AddToCart';
import { PayLater } from '#/features/checkout/PayLater';
import { loadOr404 } from '#/lib/load-or-404';
import { ProductGallery } from '#/features/product/store/ProductGallery';
import { ProductGrid } from '#/features/product/store/ProductCard';
import {
  DeliveryEstimate,
  Dimensions,
  MaterialSwatches,
  ReviewSummary,
  StockNote,
} from '#/features/product/store/ProductFacts';
import { WillItFit } from '#/features/product/store/WillItFit';
import { WriteReview } from '#/features/review/store/WriteReview';
import { WishlistButton } from '#/features/wishlist/WishlistButton';
import { useWishlist } from '#/features/wishlist/use-wishlist';
import { trpc } from '#/lib/trpc';
import { pageHead } from '#/lib/route-head';
import pageTitleCss from '#/components/page-title.module.css';
import sectionCss from '#/components/section.module.css';
import shopBreadcrumbCss from './shop-breadcrumb.module.css';
import styles from './store-product-slug.module.css';

export const Route = createFileRoute('/_store/product/$slug')({
  // The page's one read: the screen and head() both draw from it.
  loader: ({ context, params }) =>
    loadOr404(() => context.trpc.product.withAll.ensureData({ slug: params.slug })),
  head: pageHead('product'),
  component: ProductPage,
});

function ProductPage() {
  const { slug } = Route.useParams();
  const query = trpc.product.withAll.useQuery({ slug });
  const wishlist = useWishlist();

  return (
    <div className={`container ${sectionCss.section}`}>
      <QueryView query={query} what="This product" pending={<Spinner label="Loading the product" />}>
        {(loaded) => (
          <>
            <nav aria-label="Breadcrumb" className={shopBreadcrumbCss['shop-breadcrumb']}>
              <ol>
                <li>
                  <Link to="/rooms">Rooms</Link>
                </li>
                <li>
                  <Link
                    to="/room/$slug/$slugDetail"
                    params={{ slug: loaded.room.slug, slugDetail: loaded.roomType.slug }}
                  >
                    {loaded.room.name} · {loaded.roomType.name}
                  </Link>
                </li>
                <li aria-current="page">{loaded.name}</li>
              </ol>
            </nav>
            <div className={styles['product-page']}>
              <ProductGallery images={loaded.images} name={loaded.name} />
              <div className={styles['product-page__info']}>
                <h1 className={pageTitleCss['page-title']}>{loaded.name}</h1>
                <p className={styles['product-page__price']}>
                  <Price cents={loaded.priceCents} discountPercent={loaded.discountPercent} />
                </p>
                <StockNote product={loaded} />
                <PayLater amountCents={discountedCents(loaded.priceCents, loaded.discountPercent)} />
                <ProductAddToCart product={loaded} />
                <WishlistButton product={loaded} wishlist={wishlist} withText />
                {loaded.description ? (
                  <p className={styles['product-page__description']}>{loaded.description}</p>
                ) : null}
                <MaterialSwatches materials={loaded.materials} />
                <Dimensions product={loaded} />
                <WillItFit product={loaded} />
                <DeliveryEstimate product={loaded} />
              </div>
            </div>
            <ReviewSummary reviews={loaded.reviews} />
            <WriteReview productId={loaded.id} slug={loaded.slug} />
            {loaded.related.length ? (
              <section className={sectionCss.section} aria-labelledby="related-title">
                <h2
                  id="related-title"
                  className={`${sectionCss.section__title} ${sectionCss['section__title--spaced']}`}
                >
                  You may also like
                </h2>
                <ProductGrid products={loaded.related} wishlist={wishlist} eagerCount={0} />
              </section>
            ) : null}
          </>
        )}
      </QueryView>
    </div>
  );
}
