import { RoomType } from '../entities/index.js';
import { type TSeedTarget, uniqueSuffix, insert } from '../seed/factory-kit.js';
import { seedRoom } from '../room/room.factory.js';

export async function seedRoomType(db: TSeedTarget, over: Partial<RoomType> = {}): Promise<RoomType> {
  const roomId = over.roomId ?? (await seedRoom(db)).id;
  const tag = uniqueSuffix();
  return insert(db, RoomType, {
    name: `Room type ${tag}`,
    slug: `room-type-${tag}`,
    description: '',
    ...over,
    roomId,
  });
}
