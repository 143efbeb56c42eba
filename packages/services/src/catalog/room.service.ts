import { Room, RoomType } from '@shop/db';
import type { IPaginated, TCheckSlugOutput, TRoom, TRoomForm, TRoomListInput } from '@shop/domain';
import type { Db } from '../common/db.js';
import { existsOrThrow, findOrThrow } from '../common/find.js';
import { isoDate, pagedList, searchCondition, sortOf, type TRow } from '../common/reads/paged-query.js';
import { ConflictError } from '../errors.js';
import { checkSlug, writeWithFreeSlug } from './slug.js';

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

export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

export class RoomService {
  constructor(private readonly db: Db) {}

  private get rooms() {
    return this.db.repo(Room);
  }

  list(input: TRoomListInput): Promise<IPaginated<TRoom>> {
    return pagedList(this.db, Room, {
      where: searchCondition(['name', 'slug', 'description'], input.search),
      sort: sortOf(input.sort),
      page: input.page,
      map: toRoom,
    });
  }

  async detail(id: number): Promise<TRoom> {
    return toRoom(await findOrThrow(this.rooms, id, 'Room'));
  }

  checkSlug(slug: string, excludeId?: number): Promise<TCheckSlugOutput> {
    return checkSlug(this.rooms, slug, excludeId);
  }

  async create(form: TRoomForm): Promise<TRoom> {
    const result = await writeWithFreeSlug(this.rooms, form.slug, undefined, () => this.rooms.insert(form));
    return this.detail(Number(result.identifiers[0]!.id));
  }

  async update(id: number, form: TRoomForm): Promise<TRoom> {
    await existsOrThrow(this.rooms, id, 'Room');
    await writeWithFreeSlug(this.rooms, form.slug, id, () => this.rooms.update({ id }, form));
    return this.detail(id);
  }

  async delete(id: number): Promise<void> {
    await existsOrThrow(this.rooms, id, 'Room');
    const types = await this.db.repo(RoomType).count({ where: { roomId: id } });
    if (types > 0) {
      throw new ConflictError(
        `This room still has ${plural(types, 'room type')}; move or delete them first.`,
      );
    }
    await this.rooms.delete({ id });
  }
}
