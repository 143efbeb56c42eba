import { truncate, type TRoom } from '@shop/domain';
import { Image } from '../../components/Image';
import { Skeleton } from '../../components/Spinner';

const CARD_SIZES = '(min-width: 1100px) 340px, (min-width: 700px) 45vw, 92vw';

export function RoomCard({ room, eager }: { room: TRoom; eager?: boolean }) {
  return (
    <article className="room-card">
      <Image
        imageKey={room.image}
        alt={room.name}
        width={640}
        height={480}
        sizes={CARD_SIZES}
        className="room-card__image"
        eager={eager}
      />
      <div className="room-card__body">
        <h3 className="room-card__title">{room.name}</h3>
        {room.description ? <p className="room-card__text">{truncate(room.description, 120)}</p> : null}
      </div>
    </article>
  );
}

export function RoomGrid({ rooms }: { rooms: TRoom[] }) {
  return (
    <ul className="room-grid">
      {rooms.map((room, index) => (
        <li key={room.id}>
          {/* The first row is usually on screen at once: no point waiting for the lazy-load observer. */}
          <RoomCard room={room} eager={index < 3} />
        </li>
      ))}
    </ul>
  );
}

export function RoomGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul className="room-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <div className="room-card">
            <Skeleton className="room-card__image skeleton--image" />
            <div className="room-card__body">
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
