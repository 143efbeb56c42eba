import type { TRoomTypeCard } from '@shop/domain';
import { Link } from '@tanstack/react-router';
import { Skeleton } from '#/components/Spinner';
import { PlaceCard } from '#/features/room/store/RoomCard';
import roomCardCss from '#/styles/room-card.module.css';
import roomGridCss from '#/styles/room-grid.module.css';
import roomHeroCss from '#/styles/room-hero.module.css';
import skeletonCss from '#/styles/skeleton.module.css';

function productCount(count: number): string {
  if (count === 0) return 'Coming soon';
  return `${count} ${count === 1 ? 'product' : 'products'}`;
}

/** A room type of the room page: the whole card links to the type's products (`/room/{slug}/{type}`). */
function RoomTypeCard({ roomSlug, type, eager }: { roomSlug: string; type: TRoomTypeCard; eager?: boolean }) {
  return (
    <PlaceCard
      image={type.image}
      description={type.description}
      eager={eager}
      heading="h3"
      link={
        <Link
          to="/room/$slug/$slugDetail"
          params={{ slug: roomSlug, slugDetail: type.slug }}
          className={roomCardCss['room-card__link']}
        >
          {type.name}
        </Link>
      }
      meta={<p className={roomCardCss['room-card__meta']}>{productCount(type.productCount)}</p>}
    />
  );
}

export function RoomTypeGrid({ roomSlug, types }: { roomSlug: string; types: TRoomTypeCard[] }) {
  return (
    <ul className={roomGridCss['room-grid']}>
      {types.map((type, index) => (
        <li key={type.id}>
          <RoomTypeCard roomSlug={roomSlug} type={type} eager={index < 3} />
        </li>
      ))}
    </ul>
  );
}

/** The room page before its data arrives: the header's shape and a few cards. */
export function RoomPageSkeleton() {
  return (
    <div aria-hidden="true">
      <div className={roomHeroCss['room-hero']}>
        <Skeleton className={`${roomHeroCss['room-hero__media']} ${skeletonCss['skeleton--image']}`} />
        <div className={roomHeroCss['room-hero__copy']}>
          <Skeleton height="2.4rem" width="60%" />
          <Skeleton height="1rem" width="90%" />
          <Skeleton height="1rem" width="75%" />
        </div>
      </div>
      <ul className={roomGridCss['room-grid']}>
        {[0, 1, 2].map((index) => (
          <li key={index}>
            <div className={roomCardCss['room-card']}>
              <Skeleton className={`${roomCardCss['room-card__image']} ${skeletonCss['skeleton--image']}`} />
              <div className={roomCardCss['room-card__body']}>
                <Skeleton height="1.4rem" width="60%" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
