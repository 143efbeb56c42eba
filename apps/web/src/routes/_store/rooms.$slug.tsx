import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { EmptyState } from '#/components/EmptyState';
import { Image } from '#/components/Image';
import { QueryView } from '#/components/QueryView';
import { Spinner } from '#/components/Spinner';
import type { TProductCard } from '@shop/domain';
import { HotspotScene, spotsOf } from '#/features/hotspot/store/HotspotScene';
import { ProductGrid } from '#/features/product/store/ProductCard';
import { RoomPageSkeleton, RoomTypeGrid } from '#/features/room-type/store/RoomTypeCard';
import { useWishlist } from '#/features/wishlist/use-wishlist';
import { httpStatusOf } from '#/lib/api-errors';
import { trpc } from '#/lib/trpc';
import { pageHead } from '#/lib/route-head';
import pageLeadCss from '#/styles/page-lead.module.css';
import pageTitleCss from '#/styles/page-title.module.css';
import roomHeroCss from '#/styles/room-hero.module.css';
import sectionCss from '#/styles/section.module.css';
import styles from './RoomPage.module.css';

export const Route = createFileRoute('/_store/rooms/$slug')({
  // Waits for the room so that an unknown slug shows the 404 page; other failures leave the page to its error view.
  loader: async ({ context, params }) => {
    try {
      const room = await context.trpc.room.types.ensureData({ slug: params.slug });
      // The products placed on its pictures: drawn by the server with the page.
      void context.trpc.hotspot.room.prefetch({ id: room.id });
      return room;
    } catch (err) {
      if (httpStatusOf(err) === 404) throw notFound();
      return undefined;
    }
  },
  head: pageHead('room'),
  component: RoomPage,
});

function RoomPage() {
  const { slug } = Route.useParams();
  const room = trpc.room.types.useQuery({ slug });
  const scenes = trpc.hotspot.room.useQuery({ id: room.data?.id ?? 0 }, { enabled: !!room.data });

  return (
    <div className={`container ${sectionCss.section}`}>
      <nav aria-label="Breadcrumb" className={styles['store-breadcrumb']}>
        <ol>
          <li>
            <Link to="/rooms">Rooms</Link>
          </li>
          <li aria-current="page">{room.data?.name ?? '…'}</li>
        </ol>
      </nav>
      <QueryView
        query={room}
        what="This room"
        pending={
          <>
            <Spinner label="Loading the room" inline />
            <RoomPageSkeleton />
          </>
        }
      >
        {(data) => (
          <>
            <header className={roomHeroCss['room-hero']}>
              <HotspotScene
                hotspots={spotsOf(scenes.data?.data, 'room', data.id)}
                picture={
                  <Image
                    imageKey={data.image}
                    alt={data.name}
                    width={960}
                    height={640}
                    sizes="(min-width: 900px) 50vw, 92vw"
                    className={roomHeroCss['room-hero__media']}
                    eager
                  />
                }
              />
              <div className={roomHeroCss['room-hero__copy']}>
                <h1 className={pageTitleCss['page-title']}>{data.name}</h1>
                {data.description ? (
                  <p className={`${pageLeadCss['page-lead']} ${roomHeroCss['room-hero__text']}`}>
                    {data.description}
                  </p>
                ) : null}
              </div>
            </header>
            <section aria-labelledby="room-types-title">
              <h2
                id="room-types-title"
                className={`${sectionCss.section__title} ${styles['room-types__title']}`}
              >
                Shop the {data.name.toLowerCase()} by type
              </h2>
              {data.roomTypes.length ? (
                <RoomTypeGrid roomSlug={data.slug} types={data.roomTypes} />
              ) : (
                <EmptyState
                  title="Nothing here yet"
                  action={
                    <Link to="/rooms" className="button">
                      See the other rooms
                    </Link>
                  }
                >
                  <p>We are still choosing the pieces for this room. Please come back soon.</p>
                </EmptyState>
              )}
            </section>
            <ShopThisRoom products={scenes.data?.products} />
          </>
        )}
      </QueryView>
    </div>
  );
}

/** Every product placed on the room's pictures (its own and its room types'), each once. */
function ShopThisRoom({ products }: { products: TProductCard[] | undefined }) {
  const wishlist = useWishlist();
  if (!products?.length) return null;
  return (
    <section aria-labelledby="shop-this-room-title" className={styles['shop-this-room']}>
      <h2 id="shop-this-room-title" className={sectionCss.section__title}>
        Shop this room
      </h2>
      <ProductGrid products={products} wishlist={wishlist} eagerCount={0} />
    </section>
  );
}
