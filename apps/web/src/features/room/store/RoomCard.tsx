import { truncate, type TRoom } from '@shop/domain';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Image } from '#/components/Image';
import { Skeleton } from '#/components/Spinner';
import roomCardCss from '#/styles/room-card.module.css';
import roomGridCss from '#/styles/room-grid.module.css';
import skeletonCss from '#/styles/skeleton.module.css';

const CARD_SIZES = '(min-width: 1100px) 340px, (min-width: 700px) 45vw, 92vw';

/** Cards sit under the page's h1 on /rooms (h2) and under a section h2 on the home page (h3). */
type THeading = 'h2' | 'h3';

/**
 * The card rooms and room types share: a picture, a heading whose link (class `room-card__link`) is stretched over
 * the whole card by CSS, so the picture is a target too with one link per card, the start of the description, and
 * an optional line under it.
 */
export function PlaceCard({
  image,
  description,
  link,
  meta,
  eager,
  heading: Heading = 'h2',
}: {
  image: string | null;
  description: string;
  link: ReactNode;
  meta?: ReactNode;
  eager?: boolean | undefined;
  heading?: THeading | undefined;
}) {
  return (
    <article className={roomCardCss['room-card']}>
      <Image
        imageKey={image}
        // The heading's link names the place; the picture would only say it again to a screen reader.
        alt=""
        width={640}
        height={480}
        sizes={CARD_SIZES}
        className={roomCardCss['room-card__image']}
        eager={eager}
      />
      <div className={roomCardCss['room-card__body']}>
        <Heading className={roomCardCss['room-card__title']}>{link}</Heading>
        {description ? <p className={roomCardCss['room-card__text']}>{truncate(description, 120)}</p> : null}
        {meta}
      </div>
    </article>
  );
}

function RoomCard({ room, eager, heading }: { room: TRoom; eager?: boolean; heading?: THeading }) {
  return (
    <PlaceCard
      image={room.image}
      description={room.description}
      eager={eager}
      heading={heading}
      link={
        <Link to="/rooms/$slug" params={{ slug: room.slug }} className={roomCardCss['room-card__link']}>
          {room.name}
        </Link>
      }
    />
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
