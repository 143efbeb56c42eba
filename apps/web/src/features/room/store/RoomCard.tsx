import { truncate, type TRoom } from '@shop/domain';
import { Link } from '@tanstack/react-router';
import { Image } from '#/components/Image';
import { Skeleton } from '#/components/Spinner';
import roomCardCss from '#/components/room-card.module.css';
import roomGridCss from '#/components/room-grid.module.css';
import skeletonCss from '#/components/skeleton.module.css';

const CARD_SIZES = '(min-width: 1100px) 340px, (min-width: 700px) 45vw, 92vw';

/** Cards sit under the page's h1 on /rooms (h2) and under a section h2 on the home page (h3). */
type THeading = 'h2' | 'h3';

export function RoomCard({
  room,
  eager,
  heading: Heading = 'h2',
}: {
  room: TRoom;
  eager?: boolean;
  heading?: THeading;
}) {
  return (
    <article className={roomCardCss['room-card']}>
      <Image
        imageKey={room.image}
        // The heading's link names the room; the picture would only say it again to a screen reader.
        alt=""
        width={640}
        height={480}
        sizes={CARD_SIZES}
        className={roomCardCss['room-card__image']}
        eager={eager}
      />
      <div className={roomCardCss['room-card__body']}>
        <Heading className={roomCardCss['room-card__title']}>
          {/* Stretched over the whole card (CSS), so the picture is a target too; one link per card. */}
          <Link to="/rooms/$slug" params={{ slug: room.slug }} className={roomCardCss['room-card__link']}>
            {room.name}
          </Link>
        </Heading>
        {room.description ? (
          <p className={roomCardCss['room-card__text']}>{truncate(room.description, 120)}</p>
        ) : null}
      </div>
    </article>
  );
}

/** `eagerCount`: how many cards are on the first screen (none on the home page, where the hero is). */
export function RoomGrid({
  rooms,
  heading,
  eagerCount = 3,
}: {
  rooms: TRoom[];
  heading?: THeading;
  eagerCount?: number;
}) {
  return (
    <ul className={roomGridCss['room-grid']}>
      {rooms.map((room, index) => (
        <li key={room.id}>
          {/* The first row is usually on screen at once: no point waiting for the lazy-load observer. */}
          <RoomCard room={room} eager={index < eagerCount} heading={heading} />
        </li>
      ))}
    </ul>
  );
}

export function RoomGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul className={roomGridCss['room-grid']} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <div className={roomCardCss['room-card']}>
            <Skeleton className={`${roomCardCss['room-card__image']} ${skeletonCss['skeleton--image']}`} />
            <div className={roomCardCss['room-card__body']}>
              <Skeleton height="1.4rem" width="60%" />
              <Skeleton height="0.9rem" width="95%" />
              <Skeleton height="0.9rem" width="70%" />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
