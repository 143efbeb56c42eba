import { Room } from '../entities/index.js';
import { type TSeedTarget, uniqueSuffix, insert } from '../seed/factory-kit.js';

export async function seedRoom(db: TSeedTarget, over: Partial<Room> = {}): Promise<Room> {
  const tag = uniqueSuffix();
  return insert(db, Room, { name: `Room ${tag}`, slug: `room-${tag}`, description: '', ...over });
}
