import { Room, RoomType } from '@shop/db';
import { type IPaginated, type TRoom, type TRoomForm, type TRoomListInput } from '@shop/domain';
import type { DataSource, Repository } from 'typeorm';
import { containsPattern, isoDate, pagedQuery } from '../common/paged-query.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { guardSlugRace, isSlugFree, slugTaken } from './slug.js';

export function toRoom(room: Room): TRoom {
  return {
    id: room.id,
    name: room.name,
    slug: room.slug,
    description: room.description,
    image: room.image,
    createdAt: room.createdAt.toISOString(),
    updatedAt: room.updatedAt.toISOString(),
  };
}

const SORT_COLUMNS = { name: 'name', createdAt: 'created_at', id: 'id' } as const;
const ROOM_COLUMNS = ['id', 'name', 'slug', 'description', 'image', 'created_at', 'updated_at'] as const;

interface IRoomRow {
  id: number;
  name: string;
  slug: string;
  description: string;
  image: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const roomFromRow = (row: IRoomRow): TRoom => ({
  id: Number(row.id),
  name: row.name,
  slug: row.slug,
  description: row.description,
  image: row.image,
  createdAt: isoDate(row.created_at),
  updatedAt: isoDate(row.updated_at),
});

export class RoomService {
  private readonly rooms: Repository<Room>;
  private readonly roomTypes: Repository<RoomType>;

  constructor(private readonly dataSource: DataSource) {
    this.rooms = dataSource.getRepository(Room);
    this.roomTypes = dataSource.getRepository(RoomType);
  }

  list(input: TRoomListInput): Promise<IPaginated<TRoom>> {
    const like = input.search ? containsPattern(input.search) : undefined;
    const direction = input.sort.startsWith('-') ? 'DESC' : 'ASC';
    const column = SORT_COLUMNS[input.sort.replace('-', '') as keyof typeof SORT_COLUMNS];
    return pagedQuery(this.dataSource, {
      table: 'rooms',
      columns: ROOM_COLUMNS,
      where: like
        ? {
            sql: "(name LIKE ? ESCAPE '!' OR slug LIKE ? ESCAPE '!' OR description LIKE ? ESCAPE '!')",
            params: [like, like, like],
          }
        : undefined,
      orderBy: column === 'id' ? `id ${direction}` : `${column} ${direction}, id ASC`,
      page: input.page,
      map: roomFromRow,
    });
  }

  async detail(id: number): Promise<TRoom> {
    const room = await this.rooms.findOne({ where: { id } });
    if (!room) throw new NotFoundError('Room');
    return toRoom(room);
  }

  checkSlug(slug: string, excludeId?: number): Promise<boolean> {
    return isSlugFree(this.rooms, slug, excludeId);
  }

  async create(form: TRoomForm): Promise<TRoom> {
    if (!(await this.checkSlug(form.slug))) throw slugTaken();
    const result = await guardSlugRace(
      () => this.rooms.insert(form),
      () => this.checkSlug(form.slug),
    );
    return this.detail(Number(result.identifiers[0]!.id));
  }

  async update(id: number, form: TRoomForm): Promise<TRoom> {
    if (!(await this.rooms.exists({ where: { id } }))) throw new NotFoundError('Room');
    if (!(await this.checkSlug(form.slug, id))) throw slugTaken();
    await guardSlugRace(
      () => this.rooms.update({ id }, form),
      () => this.checkSlug(form.slug, id),
    );
    return this.detail(id);
  }

  async delete(id: number): Promise<void> {
    if (!(await this.rooms.exists({ where: { id } }))) throw new NotFoundError('Room');
    const types = await this.roomTypes.count({ where: { roomId: id } });
    if (types > 0) {
      throw new ConflictError(
        `This room still has ${types} room type${types === 1 ? '' : 's'}; move or delete them first.`,
      );
    }
    await this.rooms.delete({ id });
  }
}
