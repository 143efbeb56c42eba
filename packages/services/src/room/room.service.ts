import { Room, RoomType } from '@shop/db';
import {
  SHORT_LIST_LIMIT,
  plural,
  type IPaginated,
  type TCheckSlugOutput,
  type TRoom,
  type TRoomBrowse,
  type TRoomForm,
  type TRoomListInput,
  type TRoomTypesOfRoomInput,
} from '@shop/domain';
import type { Db } from '../common/db.js';
import { findOrThrow } from '../common/find.js';
import { pagedList, searchCondition, sortOf } from '../common/reads/paged-query.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { toRoom, toRoomType } from '../common/room-mappers.js';
import { checkSlug, writeWithFreeSlug } from '../common/slug.js';
import { removeHotspotsOf } from '../hotspot/hotspot.service.js';
import type { UnusedImages } from '../images/unused-images.js';

/** Rooms: the back-office's list and form, and the storefront's reads (a room with its room types, the home page's). */
export class RoomService {
  constructor(
    private readonly db: Db,
    private readonly unusedImages?: UnusedImages,
  ) {}

  private get rooms() {
    return this.db.repo(Room);
  }

  /** The storefront's room list reads what the back-office's does (rooms have no hidden state). */
  customerList(input: TRoomListInput): Promise<IPaginated<TRoom>> {
    return this.getList(input);
  }

  getList(input: TRoomListInput): Promise<IPaginated<TRoom>> {
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
    const before = await findOrThrow(this.rooms, id, 'Room');
    await writeWithFreeSlug(this.rooms, form.slug, id, () => this.rooms.update({ id }, form));
    // A replaced picture goes once nothing names it any more.
    if (before.image !== form.image) await this.unusedImages?.removeUnused([before.image], this.db);
    // Hotspots were placed on the picture: a new picture (or none) leaves them nothing to point at.
    await removeHotspotsOf(this.db, 'room', [id], form.image);
    return this.detail(id);
  }

  async delete(id: number): Promise<void> {
    const { image } = await findOrThrow(this.rooms, id, 'Room');
    const types = await this.db.repo(RoomType).count({ where: { roomId: id } });
    if (types > 0) {
      throw new ConflictError(
        `This room still has ${plural(types, 'room type')}; move or delete them first.`,
      );
    }
    await this.db.transaction(async (tx) => {
      await tx.repo(Room).delete({ id });
      await removeHotspotsOf(tx, 'room', [id]);
    });
    await this.unusedImages?.removeUnused([image], this.db);
  }

  /** A room by its slug or id, with its room types by name; an unknown slug or id is a 404. */
  async types({ slug, id }: TRoomTypesOfRoomInput): Promise<TRoomBrowse> {
    // The slug wins when a client sends both: it is what the storefront's URL says.
    const room = await this.db.repo(Room).findOne({ where: slug ? { slug } : { id: id! } });
    if (!room) throw new NotFoundError('Room');
    return this.browse(room);
  }

  async storeDetail(id: number): Promise<TRoomBrowse> {
    return this.browse(await findOrThrow(this.db.repo(Room), id, 'Room'));
  }

  /** The rooms the home page shows, by name: at most SHORT_LIST_LIMIT. */
  async home(): Promise<TRoom[]> {
    const rooms = await this.db
      .repo(Room)
      .find({ order: { name: 'ASC', id: 'ASC' }, take: SHORT_LIST_LIMIT });
    return rooms.map(toRoom);
  }

  /** Each room type counts only active products: archived ones are not for sale. One grouped query, no N+1. */
  private async browse(room: Room): Promise<TRoomBrowse> {
    const [types, counts] = await Promise.all([
      this.db.repo(RoomType).find({ where: { roomId: room.id }, order: { name: 'ASC', id: 'ASC' } }),
      this.db.query<{ roomTypeId: number; products: number | string }>(
        'SELECT p.room_type_id AS `roomTypeId`, COUNT(*) AS `products` FROM products p ' +
          'JOIN room_types rt ON rt.id = p.room_type_id WHERE rt.room_id = ? AND p.active = 1 ' +
          'GROUP BY p.room_type_id',
        [room.id],
      ),
    ]);
    const countOf = new Map(counts.map((c) => [Number(c.roomTypeId), Number(c.products)]));
    return {
      ...toRoom(room),
      roomTypes: types.map((type) => ({ ...toRoomType(type), productCount: countOf.get(type.id) ?? 0 })),
    };
  }
}
