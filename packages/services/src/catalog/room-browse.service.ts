import { Room, RoomType } from '@shop/db';
import { SHORT_LIST_LIMIT, type TRoom, type TRoomBrowse, type TRoomTypesOfRoomInput } from '@shop/domain';
import type { Db } from '../common/db.js';
import { findOrThrow } from '../common/find.js';
import { NotFoundError } from '../errors.js';
import { toRoomType } from './room-type.service.js';
import { toRoom } from './room.service.js';

/** The storefront's reads of rooms: a room with its room types, and the home page's rooms. */
export class RoomBrowseService {
  constructor(private readonly db: Db) {}

  /** A room by its slug or id, with its room types by name; an unknown slug or id is a 404. */
  async withRoomTypes({ slug, id }: TRoomTypesOfRoomInput): Promise<TRoomBrowse> {
    // The slug wins when a client sends both: it is what the storefront's URL says.
    const room = await this.db.repo(Room).findOne({ where: slug ? { slug } : { id: id! } });
    if (!room) throw new NotFoundError('Room');
    return this.browse(room);
  }

  async detail(id: number): Promise<TRoomBrowse> {
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
