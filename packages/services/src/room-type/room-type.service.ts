import { Product, Room, RoomType } from '@shop/db';
import {
  ROOM_TYPE_UNKNOWN_ROOM_MESSAGE,
  SLUG_TAKEN_MESSAGE,
  type IPaginated,
  type TCheckSlugOutput,
  type TRoomType,
  type TRoomTypeChart,
  type TRoomTypeChartInput,
  type TRoomTypeForm,
  type TRoomTypeListInput,
  type TRoomWithRoomTypes,
  plural,
} from '@shop/domain';
import type { Db } from '../common/db.js';
import { findOrThrow } from '../common/find.js';
import type { UnusedImages } from '../images/unused-images.js';
import { allOf, pagedList, searchCondition, sortOf } from '../common/reads/paged-query.js';
import { ConflictError, FieldValidationError } from '../errors.js';
import { roomTypeViewChart } from './room-type-chart.js';
import { toRoom, toRoomType } from '../common/room-mappers.js';
import { checkSlug, isSlugFree } from '../common/slug.js';
import { removeHotspotsOf } from '../hotspot/hotspot.service.js';

export class RoomTypeService {
  constructor(
    private readonly db: Db,
    private readonly unusedImages?: UnusedImages,
  ) {}

  private get roomTypes() {
    return this.db.repo(RoomType);
  }

  list(input: TRoomTypeListInput): Promise<IPaginated<TRoomType>> {
    return pagedList(this.db, RoomType, {
      where: allOf(
        input.roomId === undefined ? undefined : { sql: 'room_id = ?', params: [input.roomId] },
        searchCondition(['name', 'slug', 'description'], input.search),
      ),
      sort: sortOf(input.sort),
      page: input.page,
      map: toRoomType,
    });
  }

  /** Every room, by name, each with its room types by name; rooms without types are listed too. */
  async listByRoom(): Promise<TRoomWithRoomTypes[]> {
    const [rooms, types] = await Promise.all([
      this.db.repo(Room).find({ order: { name: 'ASC', id: 'ASC' } }),
      this.roomTypes.find({ order: { name: 'ASC', id: 'ASC' } }),
    ]);
    return rooms.map((room) => ({
      ...toRoom(room),
      roomTypes: types.filter((type) => type.roomId === room.id).map(toRoomType),
    }));
  }

  async detail(id: number): Promise<TRoomType> {
    return toRoomType(await findOrThrow(this.roomTypes, id, 'Room type'));
  }

  checkSlug(slug: string, excludeId?: number): Promise<TCheckSlugOutput> {
    return checkSlug(this.roomTypes, slug, excludeId);
  }

  async create(form: TRoomTypeForm): Promise<TRoomType> {
    const result = await this.writeChecked(form, undefined, () => this.roomTypes.insert(form));
    return this.detail(Number(result.identifiers[0]!.id));
  }

  async update(id: number, form: TRoomTypeForm): Promise<TRoomType> {
    const before = await findOrThrow(this.roomTypes, id, 'Room type');
    await this.writeChecked(form, id, () => this.roomTypes.update({ id }, form));
    // A replaced picture goes once nothing names it any more.
    if (before.image !== form.image) await this.unusedImages?.removeUnused([before.image], this.db);
    // Hotspots were placed on the picture: a new picture (or none) leaves them nothing to point at.
    await removeHotspotsOf(this.db, 'room-type', [id], form.image);
    return this.detail(id);
  }

  async delete(id: number): Promise<void> {
    const { image } = await findOrThrow(this.roomTypes, id, 'Room type');
    const products = await this.db.repo(Product).count({ where: { roomTypeId: id } });
    if (products > 0) {
      throw new ConflictError(
        `This room type still has ${plural(products, 'product')}; move or delete them first.`,
      );
    }
    await this.db.transaction(async (tx) => {
      await tx.repo(RoomType).delete({ id });
      await removeHotspotsOf(tx, 'room-type', [id]);
    });
    await this.unusedImages?.removeUnused([image], this.db);
  }

  /** Storefront visits per room type per day in the range. */
  chartData(range: TRoomTypeChartInput): Promise<TRoomTypeChart> {
    return roomTypeViewChart(this.db, range);
  }

  /**
   * Refuses an unknown room and a taken slug together, then writes. A failed write is checked again, so that a
   * room deleted or a slug taken by someone else in the meantime still answers as a field error, not a 500.
   */
  private async writeChecked<R>(form: TRoomTypeForm, id: number | undefined, write: () => Promise<R>) {
    await this.refuseInvalid(form, id);
    try {
      return await write();
    } catch (error) {
      await this.refuseInvalid(form, id);
      throw error;
    }
  }

  private async refuseInvalid(form: TRoomTypeForm, id: number | undefined): Promise<void> {
    const [roomExists, slugFree] = await Promise.all([
      this.db.repo(Room).exists({ where: { id: form.roomId } }),
      isSlugFree(this.roomTypes, form.slug, id),
    ]);
    const errors: Record<string, string[]> = {};
    if (!roomExists) errors.roomId = [ROOM_TYPE_UNKNOWN_ROOM_MESSAGE];
    if (!slugFree) errors.slug = [SLUG_TAKEN_MESSAGE];
    if (Object.keys(errors).length) throw new FieldValidationError(errors);
  }
}
