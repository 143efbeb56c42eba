import { Room, RoomType } from '@shop/db';
import {
  PAGE_SIZE,
  pageOffset,
  paginated,
  type IPaginated,
  type TRoom,
  type TRoomForm,
  type TRoomListInput,
} from '@shop/domain';
import type { DataSource, Repository } from 'typeorm';
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

const SORT_COLUMNS = { name: 'room.name', createdAt: 'room.created_at', id: 'room.id' } as const;

export class RoomService {
  private readonly rooms: Repository<Room>;
  private readonly roomTypes: Repository<RoomType>;

  constructor(dataSource: DataSource) {
    this.rooms = dataSource.getRepository(Room);
    this.roomTypes = dataSource.getRepository(RoomType);
  }

  async list(input: TRoomListInput): Promise<IPaginated<TRoom>> {
    const query = this.rooms.createQueryBuilder('room');
    if (input.search) {
      // '!' as the LIKE escape: a backslash means different things in MySQL and SQLite string literals.
      const like = `%${input.search.replace(/[!%_]/g, (c) => `!${c}`)}%`;
      query.where("(room.name LIKE :like ESCAPE '!' OR room.description LIKE :like ESCAPE '!')", { like });
    }
    const descending = input.sort.startsWith('-');
    const column = SORT_COLUMNS[input.sort.replace('-', '') as keyof typeof SORT_COLUMNS];
    query.orderBy(column, descending ? 'DESC' : 'ASC');
    if (column !== SORT_COLUMNS.id) query.addOrderBy('room.id', 'ASC');
    const [rows, total] = await query.skip(pageOffset(input.page)).take(PAGE_SIZE).getManyAndCount();
    return paginated(rows.map(toRoom), total, input.page);
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
