import { keepPreviousData } from '@tanstack/react-query';
import { createFileRoute, Link, useLocation } from '@tanstack/react-router';
import type { TProductCard } from '@shop/domain';
import { EmptyState } from '#/components/EmptyState';
import { QueryView } from '#/components/QueryView';
import { Spinner } from '#/components/Spinner';
import { ProductGrid, ProductGridSkeleton } from '#/features/product/store/ProductCard';
import { useGuestWishlist } from '#/features/wishlist/guest-wishlist';
import { useWishlist, type TWishlistApi } from '#/features/wishlist/use-wishlist';
import { trpc } from '#/lib/trpc';
import { pageHead } from '#/lib/route-head';
import listSummaryCss from '#/styles/list-summary.module.css';
import pageHeaderCss from '#/styles/page-header.module.css';
import pageLeadCss from '#/styles/page-lead.module.css';
import pageTitleCss from '#/styles/page-title.module.css';
import sectionCss from '#/styles/section.module.css';
import styles from './WishlistPage.module.css';

export const Route = createFileRoute('/_store/my-wishlist')({
  head: pageHead('wishlist'),
  component: WishlistPage,
});

function WishlistPage() {
  const auth = trpc.auth.getCustomerAuth.useQuery();
  const wishlist = useWishlist();
  return (
    <div className={`container ${sectionCss.section}`}>
      <header className={pageHeaderCss['page-header']}>
        <h1 className={pageTitleCss['page-title']}>Your wishlist</h1>
        <p className={pageLeadCss['page-lead']}>The pieces you saved for later.</p>
      </header>
      {auth.isPending ? (
        <ProductGridSkeleton count={4} />
      ) : auth.data?.customer ? (
        <AccountWishlist wishlist={wishlist} />
      ) : (
        <GuestWishlist wishlist={wishlist} />
      )}
    </div>
  );
}

const pending = (
  <>
    <Spinner label="Loading your wishlist" inline />
    <ProductGridSkeleton count={4} />
  </>
);

const empty = (
  <EmptyState
    title="Your wishlist is empty"
    icon="heart"
    action={
      <Link to="/rooms" className="button">
        Browse rooms
      </Link>
    }
  >
    <p>Tap the heart on any product to keep it here.</p>
  </EmptyState>
);

function AccountWishlist({ wishlist }: { wishlist: TWishlistApi }) {
  const list = trpc.wishlist.list.useQuery();
  return (
    <QueryView
      query={list}
      what="Your wishlist"
      pending={pending}
      isEmpty={(l) => l.total === 0}
      empty={empty}
    >
      {(loaded) => <Saved products={loaded.data.map((entry) => entry.product)} wishlist={wishlist} />}
    </QueryView>
  );
}

/** A guest's list is ids in this browser; prices and pictures come fresh from the catalogue. */
function GuestWishlist({ wishlist }: { wishlist: TWishlistApi }) {
  const ids = useGuestWishlist();
  const here = useLocation({ select: (location) => location.href });
  const products = trpc.product.byIds.useQuery(
    { ids },
    { enabled: ids.length > 0, placeholderData: keepPreviousData },
  );
  const note = (
    <p className={styles['wishlist-note']}>
      Saved in this browser.{' '}
      <Link to="/login" search={{ redirect: here }}>
        Log in
      </Link>{' '}
      or{' '}
      <Link to="/register" search={{ redirect: here }}>
        create an account
      </Link>{' '}
      to keep your wishlist on every device.
    </p>
  );
  if (!ids.length) return empty;
  return (
    <>
      {note}
      <QueryView query={products} what="Your wishlist" pending={pending}>
        {(loaded) => {
          // Removed hearts leave at once; products taken off sale are not shown.
          const shown = loaded.filter((p) => p.active && ids.includes(p.id));
          return shown.length ? <Saved products={shown} wishlist={wishlist} /> : empty;
        }}
      </QueryView>
    </>
  );
}

function Saved({ products, wishlist }: { products: TProductCard[]; wishlist: TWishlistApi }) {
  return (
    <>
      <p className={listSummaryCss['list-summary']} aria-live="polite">
        {products.length} saved {products.length === 1 ? 'product' : 'products'}
      </p>
      <ProductGrid products={products} wishlist={wishlist} heading="h2" />
    </>
  );
}
