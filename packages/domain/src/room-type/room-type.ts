import { z } from 'zod';
import { ZListParam, ZPageInput, ZPaginated } from '../common/pagination.js';
import { fallbackEnum, ZDescription, ZId, ZImageKey, ZName, ZSearch, ZSlug } from '../common/fields.js';
import { ZRoom } from '../room/room.js';
import { ROOM_TYPE_SORTS } from './room-type-sorts.js';

export const ZRoomType = z.object({
  id: z.number().int(),
  roomId: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TRoomType = z.infer<typeof ZRoomType>;

export type TRoomTypeSort = (typeof ROOM_TYPE_SORTS)[number];

export const ZRoomTypeListInput = ZPageInput.extend({
  /** Legacy clients send `roomId=` for "any room": a value that is not an id means no filter. */
  roomId: ZListParam(ZId.optional(), undefined),
  search: ZSearch,
  sort: fallbackEnum(ROOM_TYPE_SORTS, 'id'),
});
export type TRoomTypeListInput = z.infer<typeof ZRoomTypeListInput>;
export const ZRoomTypeList = ZPaginated(ZRoomType);

/** Every room with its room types, unpaginated: the product form's room type select groups by room. */
export const ZRoomWithRoomTypes = ZRoom.extend({ roomTypes: z.array(ZRoomType) });
export type TRoomWithRoomTypes = z.infer<typeof ZRoomWithRoomTypes>;
export const ZRoomsWithRoomTypes = z.array(ZRoomWithRoomTypes);

export const ROOM_TYPE_UNKNOWN_ROOM_MESSAGE = 'Choose an existing room.';

/** The one form behind /admin/room/{roomId}/type/create and .../update/{typeId}. */
export const ZRoomTypeForm = z.object({
  roomId: ZId,
  name: ZName,
  slug: ZSlug,
  description: ZDescription.default(''),
  image: ZImageKey.nullable().default(null),
});
export type TRoomTypeForm = z.infer<typeof ZRoomTypeForm>;
export const ZRoomTypeUpdateInput = ZRoomTypeForm.extend({ id: ZId });
export type TRoomTypeUpdateInput = z.infer<typeof ZRoomTypeUpdateInput>;
