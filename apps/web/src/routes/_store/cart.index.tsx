import { keepPreviousData } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useMemo, useRef } from 'react';
import { EmptyState } from '#/components/EmptyState';
import { ErrorState } from '#/components/ErrorState';
import { Skeleton } from '#/components/Spinner';
import { useToast } from '#/components/Toast';
import { CartLineItem } from '#/features/cart/CartLineItem';
import { CartSummary } from '#/features/cart/CartSummary';
import { validateCartIntentSearch } from '#/features/cart/cart-intent-search';
import { priceCart } from '#/features/cart/cart-lines';
import { cartCount, type TLineKey } from '#/features/cart/cart-store';
import { productIdsOf, useShownCartLines } from '#/features/cart/server-cart';
import { loadServerCart } from '#/features/cart/server-cart-loader';
import { useCart } from '#/features/cart/use-cart';
import { useCartSync } from '#/features/cart/use-cart-sync';
import { trpc } from '#/lib/trpc';
import { pageHead } from '#/lib/route-head';
import cartLayoutCss from '#/styles/cart-layout.module.css';
import cartLineCss from '#/styles/cart-line.module.css';
import cartSummaryCss from '#/styles/cart-summary.module.css';
import pageHeaderCss from '#/styles/page-header.module.css';
import pageLeadCss from '#/styles/page-lead.module.css';
import pageTitleCss from '#/styles/page-title.module.css';
import sectionCss from '#/styles/section.module.css';
import styles from './CartPage.module.css';

export const Route = createFileRoute('/_store/cart/')({
  validateSearch: validateCartIntentSearch,
  // Drawn on the server from the server cart, priced (server-cart.ts).
  loader: ({ context }) => loadServerCart(context),
  head: pageHead('cart'),
  component: CartPage,
});

function CartPageSkeleton({ lines }: { lines: number }) {
  return (
    <div className={cartLayoutCss['cart-layout']} aria-busy="true">
      <ul className={styles['cart-lines']} aria-hidden="true">
        {Array.from({ length: Math.min(lines, 4) }, (_, i) => (
          <li key={i} className={cartLineCss['cart-line']}>
            <Skeleton className={cartLineCss['cart-line__image']} height="96px" />
            <div className={cartLineCss['cart-line__info']}>
              <Skeleton width="60%" height="1.2rem" />
              <Skeleton width="30%" height="1rem" />
            </div>
          </li>
        ))}
      </ul>
      <Skeleton className={cartSummaryCss['cart-summary']} height="260px" />
    </div>
  );
}

function CartPage() {
  const cart = useCart();
  useCartSync();
  const toast = useToast();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const search = Route.useSearch();
  const lines = useShownCartLines();
  const count = cartCount(lines);
  const ids = useMemo(() => productIdsOf(lines), [lines]);
  // Prices and stock are asked for every time the cart is shown: what the server says now is what checkout charges.
  const query = trpc.product.byIds.useQuery(
    { ids },
    { enabled: ids.length > 0, staleTime: 0, refetchOnMount: 'always', placeholderData: keepPreviousData },
  );
  const priced = useMemo(() => priceCart(lines, query.data ?? []), [lines, query.data]);

  const remove = (line: TLineKey, name: string) => {
    cart.remove(line);
    toast.success(`Removed ${name} from your cart.`);
    // The removed line's buttons are gone: focus goes to the page title instead of the document's start.
    titleRef.current?.focus();
  };

  let body;
  if (!lines.length) {
    body = (
      <EmptyState
        title="Your cart is empty"
        icon="cart"
        action={
          <Link to="/rooms" className="button">
            Browse rooms
          </Link>
        }
      >
        Find something you love in our rooms, then add it to your cart.
      </EmptyState>
    );
  } else if (query.isPending) {
    body = <CartPageSkeleton lines={lines.length} />;
  } else if (query.isError && !query.data) {
    body = (
      <ErrorState
        title="Your cart could not be priced"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else {
    // Just after a product joined in another tab, the previous answer lacks it: wait rather than flag it as gone.
    const checking = query.isPlaceholderData;
    body = (
      <div className={cartLayoutCss['cart-layout']}>
        <section aria-labelledby="cart-lines-title">
          <h2 id="cart-lines-title" className="sr-only">
            Items in your cart
          </h2>
          {priced.problemCount > 0 && !checking ? (
            <p className={styles['cart-alert']} role="status">
              {priced.problemCount === 1
                ? 'One item needs your attention before you can check out.'
                : `${priced.problemCount} items need your attention before you can check out.`}
            </p>
          ) : null}
          <ul className={styles['cart-lines']}>
            {priced.rows.map((row) => (
              <CartLineItem
                key={`${row.productId}:${row.line.variantId ?? ''}:${String(row.line.surcharges ?? '')}`}
                row={row}
                checking={checking && !row.product}
                onQuantity={(quantity) => cart.setQuantity(row.line, quantity)}
                onRemove={() => remove(row.line, row.product?.name ?? 'the product')}
              />
            ))}
          </ul>
        </section>
        <CartSummary priced={priced} checking={checking} />
      </div>
    );
  }

  return (
    <div className={`container ${sectionCss.section}`}>
      <header className={pageHeaderCss['page-header']}>
        <h1 className={pageTitleCss['page-title']} ref={titleRef} tabIndex={-1}>
          Your cart
        </h1>
        {count > 0 ? (
          <p className={pageLeadCss['page-lead']}>
            {count} {count === 1 ? 'item' : 'items'} · <Link to="/rooms">Continue shopping</Link>
          </p>
        ) : null}
      </header>
      {search.notice === 'not-added' ? (
        <p className={styles['cart-alert']} role="alert">
          That product could not be added to your cart. Choose its options on its page and try again.
        </p>
      ) : null}
      {body}
    </div>
  );
}
