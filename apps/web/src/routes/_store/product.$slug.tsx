import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { CHOOSE_OPTIONS_NOTICE, discountedCents, type TProductPage } from '@shop/domain';
import { Price } from '#/components/Price';
import { QueryView } from '#/components/QueryView';
import { Spinner } from '#/components/Spinner';
import { PRODUCT_ADD_TO_CART_FORM, ProductAddToCart } from '#/features/cart/AddToCart';
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
import { VariantPicker } from '#/features/product/store/VariantPicker';
import { initialChoice, showChoice, type IVariantChoice } from '#/features/product/store/variant-choice';
import { surchargesOf } from '#/features/product/store/surcharges-search';
import { WriteReview } from '#/features/review/store/WriteReview';
import { WishlistButton } from '#/features/wishlist/WishlistButton';
import { useWishlist } from '#/features/wishlist/use-wishlist';
import { trpc } from '#/lib/trpc';
import { pageHead } from '#/lib/route-head';
import noticeCss from '#/styles/notice.module.css';
import pageTitleCss from '#/styles/page-title.module.css';
import sectionCss from '#/styles/section.module.css';
import shopBreadcrumbCss from '#/styles/shop-breadcrumb.module.css';
import styles from './ProductPage.module.css';

interface IProductSearch {
  variant?: string;
  /** Surcharge value ids, comma-separated; one id alone is read from the address as a number. */
  surcharges?: string | number;
  /** An "Add to cart" elsewhere named no options of this product: the page says so by its button. */
  notice?: typeof CHOOSE_OPTIONS_NOTICE;
}

/**
 * `?variant=SKU&surcharges=<id>,<id>`: the variant and the surcharge values (a fabric grade) a shared link shows;
 * the server draws the page with them chosen.
 */
const validateProductSearch = (search: Record<string, unknown>): IProductSearch => {
  const surcharges = surchargesOf(String(search.surcharges ?? ''));
  return {
    ...(typeof search.variant === 'string' && search.variant ? { variant: search.variant } : {}),
    ...(surcharges.length ? { surcharges: addressOf(surcharges) } : {}),
    ...(search.notice === CHOOSE_OPTIONS_NOTICE ? { notice: CHOOSE_OPTIONS_NOTICE } : {}),
  };
};

/** Surcharge value ids as the address keeps them (a lone id as a number, so that the address shows it bare). */
const addressOf = (ids: readonly number[]): string | number => (ids.length === 1 ? ids[0]! : ids.join(','));

export const Route = createFileRoute('/_store/product/$slug')({
  validateSearch: validateProductSearch,
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
            <ProductInfo loaded={loaded} wishlist={wishlist} />
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

/**
 * The gallery and the facts beside it, as the chosen options make them: price, SKU, stock message, delivery
 * estimate, size and images follow the choice, and the choice goes into the address (`?variant=SKU` for a variant,
 * `&surcharges=<id>,<id>` for surcharge values; replaced, so Back leaves the page) for sharing.
 */
function ProductInfo({
  loaded,
  wishlist,
}: {
  loaded: TProductPage;
  wishlist: ReturnType<typeof useWishlist>;
}) {
  const { variant: sku, surcharges: grades, notice } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  // A combination that is not sold has no SKU for the address: it is held here until the next complete choice.
  const [held, setHeld] = useState<IVariantChoice | null>(null);
  const fromAddress = initialChoice(loaded, sku, surchargesOf(String(grades ?? '')));
  const choice = held ? held : fromAddress;
  const shown = showChoice(loaded, choice);
  const product = shown.product;
  const choose = (next: IVariantChoice) => {
    const picked = showChoice(loaded, next).variant;
    setHeld(picked ? { values: picked.optionValueIds, surcharges: next.surcharges } : next);
    const search: IProductSearch = {
      ...(picked ? { variant: picked.sku } : sku ? { variant: sku } : {}),
      ...(next.surcharges.length ? { surcharges: addressOf(next.surcharges) } : {}),
    };
    if (search.variant !== sku || String(search.surcharges ?? '') !== String(grades ?? ''))
      void navigate({ search, replace: true, resetScroll: false });
  };
  // The SKU sold: the chosen variant's, or the product's own when it has no variants.
  const shownSku = shown.variant?.sku ?? (shown.byVariant ? null : loaded.sku);
  return (
    <div className={styles['product-page']}>
      <ProductGallery key={shown.variant?.id ?? 0} images={product.images} name={product.name} />
      <div className={styles['product-page__info']}>
        <h1 className={pageTitleCss['page-title']}>{product.name}</h1>
        {shownSku ? (
          <p className={styles['product-page__sku']} aria-live="polite">
            SKU <span data-testid="sku">{shownSku}</span>
          </p>
        ) : null}
        <p className={styles['product-page__price']} aria-live="polite">
          <Price cents={product.priceCents} discountPercent={product.discountPercent} />
          {shown.variant ? <span className="sr-only">, {shown.variant.title}</span> : null}
        </p>
        <VariantPicker
          page={loaded}
          choice={choice}
          shown={shown}
          onChoose={choose}
          form={PRODUCT_ADD_TO_CART_FORM}
        />
        <StockNote product={product} surchargeLeadDays={shown.surchargeLeadDays} />
        <PayLater amountCents={discountedCents(product.priceCents, product.discountPercent)} />
        {notice === CHOOSE_OPTIONS_NOTICE ? (
          <div className={noticeCss.notice} role="alert">
            <p>Choose this product’s options above, then add it to your cart: it is not sold without them.</p>
          </div>
        ) : null}
        {shown.byVariant && !shown.variant ? null : (
          <div className={styles['product-page__buy']} data-testid="product-buy">
            <ProductAddToCart
              product={product}
              choice={
                shown.byVariant || shown.surcharges.length
                  ? {
                      variantId: shown.variant?.id,
                      surcharges: shown.surcharges.map((s) => s.valueId),
                      title: [shown.variant?.title, ...shown.surcharges.map((s) => s.valueLabel)]
                        .filter(Boolean)
                        .join(', '),
                      slug: loaded.slug,
                    }
                  : undefined
              }
            />
          </div>
        )}
        <WishlistButton product={loaded} wishlist={wishlist} withText />
        {product.description ? (
          <p className={styles['product-page__description']}>{product.description}</p>
        ) : null}
        <MaterialSwatches materials={product.materials} />
        <Dimensions product={product} />
        <WillItFit product={product} />
        <DeliveryEstimate product={product} surchargeLeadDays={shown.surchargeLeadDays} />
      </div>
    </div>
  );
}
