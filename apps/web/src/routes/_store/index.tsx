import { HomeGalleryStrip } from '#/features/gallery/store/HomeGalleryStrip';
import { STRIP_SIZE } from '#/features/gallery/store/gallery-strip';
import { createFileRoute, Link } from '@tanstack/react-router';
import { EmptyState } from '#/components/EmptyState';
import { QueryView } from '#/components/QueryView';
import { Image } from '#/components/Image';
import { Spinner } from '#/components/Spinner';
import { RoomGrid, RoomGridSkeleton } from '#/features/room/store/RoomCard';
import { ProductGrid, ProductGridSkeleton } from '#/features/product/store/ProductCard';
import { useWishlist } from '#/features/wishlist/use-wishlist';
import { trpc } from '#/lib/trpc';
import { pageHead } from '#/lib/route-head';
import eyebrowCss from '#/styles/eyebrow.module.css';
import sectionCss from '#/styles/section.module.css';
import skeletonCss from '#/styles/skeleton.module.css';
import styles from './HomePage.module.css';

const TEASER_SIZE = 6;

export const Route = createFileRoute('/_store/')({
  loader: ({ context }) => {
    void context.trpc.room.customerList.prefetch({ page: 1 });
    void context.trpc.product.trending.prefetch();
    void context.trpc.gallery.strip.prefetch({ limit: STRIP_SIZE });
  },
  head: pageHead('home'),
  component: HomePage,
});

function HomePage() {
  const rooms = trpc.room.customerList.useQuery({ page: 1 });
  const teaser = rooms.data?.data.slice(0, TEASER_SIZE) ?? [];
  const heroRoom = teaser.find((room) => room.image);

  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-title">
        <div className={`container ${styles.hero__inner}`}>
          <div>
            <p className={eyebrowCss.eyebrow}>New season collection</p>
            <h1 id="hero-title" className={styles.hero__title}>
              Furniture made for the way you live
            </h1>
            <p className={styles.hero__lead}>
              Honest materials, quiet shapes and pieces built to last. Find what fits each room of your home.
            </p>
            <Link to="/rooms" className="button button--large">
              Explore rooms
            </Link>
          </div>
          <div className={styles.hero__media}>
            {heroRoom ? (
              <Image
                imageKey={heroRoom.image}
                alt={heroRoom.name}
                width={960}
                height={720}
                sizes="(min-width: 900px) 45vw, 92vw"
                priority
              />
            ) : rooms.isPending ? (
              <div className={`${styles.hero__placeholder} ${skeletonCss.skeleton}`} aria-hidden="true" />
            ) : (
              <div className={styles.hero__placeholder} aria-hidden="true" />
            )}
          </div>
        </div>
      </section>

      <section className={`container ${sectionCss.section}`} aria-labelledby="rooms-teaser-title">
        <div className={sectionCss.section__header}>
          <h2 id="rooms-teaser-title" className={sectionCss.section__title}>
            Shop by room
          </h2>
          <Link to="/rooms" className={sectionCss.section__more}>
            See all rooms
          </Link>
        </div>
        <QueryView
          query={rooms}
          what="Rooms"
          pending={
            <>
              <Spinner label="Loading rooms" inline />
              <RoomGridSkeleton count={3} />
            </>
          }
          isEmpty={() => teaser.length === 0}
          empty={
            <EmptyState title="No rooms yet">
              <p>Our rooms are being arranged. Please come back soon.</p>
            </EmptyState>
          }
        >
          {() => <RoomGrid rooms={teaser} heading="h3" eagerCount={0} />}
        </QueryView>
      </section>

      <TrendingProducts />

      <HomeGalleryStrip />
    </>
  );
}

function TrendingProducts() {
  const trending = trpc.product.trending.useQuery();
  const wishlist = useWishlist();
  return (
    <section className={`container ${sectionCss.section}`} aria-labelledby="trending-title">
      <div className={sectionCss.section__header}>
        <h2 id="trending-title" className={sectionCss.section__title}>
          Trending now
        </h2>
        <Link to="/my-wishlist" className={sectionCss.section__more}>
          Your wishlist
        </Link>
      </div>
      <QueryView
        query={trending}
        what="Trending products"
        pending={
          <>
            <Spinner label="Loading trending products" inline />
            <ProductGridSkeleton count={4} />
          </>
        }
        isEmpty={(products) => products.length === 0}
        empty={
          <EmptyState title="Nothing trending yet" icon="heart">
            <p>New pieces arrive soon. Browse the rooms in the meantime.</p>
          </EmptyState>
        }
      >
        {(products) => <ProductGrid products={products} wishlist={wishlist} eagerCount={0} />}
      </QueryView>
    </section>
  );
}
