import type { Room, RoomType } from '@shop/db';
import type { TRoom, TRoomType } from '@shop/domain';
import { isoDate, type TRow } from './reads/paged-query.js';

/*
 * A room lists its room types and a room type names its room: both services map both, so the two mappers live
 * here, below either service, rather than each service importing the other.
 */

/** The one room mapper, for entities and raw list rows alike. */
export function toRoom(room: TRow<Room>): TRoom {
  return {
    id: Number(room.id),
    name: room.name,
    slug: room.slug,
    description: room.description,
    image: room.image,
    createdAt: isoDate(room.createdAt),
    updatedAt: isoDate(room.updatedAt),
  };
}

/** The one room type mapper, for entities and raw list rows alike. */
export function toRoomType(type: TRow<RoomType>): TRoomType {
  return {
    id: Number(type.id),
    roomId: Number(type.roomId),
    name: type.name,
    slug: type.slug,
    description: type.description,
    image: type.image,
    createdAt: isoDate(type.createdAt),
    updatedAt: isoDate(type.updatedAt),
  };
}
