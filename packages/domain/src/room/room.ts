import { z } from 'zod';
import { ZPageInput, ZPaginated } from '../common/pagination.js';
import { ZDescription, ZId, ZImageKey, ZName, ZSearch, ZSlug } from '../common/fields.js';
import { ROOM_SORTS } from './room-sorts.js';

export const ZRoom = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TRoom = z.infer<typeof ZRoom>;

export type TRoomSort = (typeof ROOM_SORTS)[number];

export const ZRoomListInput = ZPageInput.extend({
  search: ZSearch,
  sort: z.enum(ROOM_SORTS).default('id'),
});
export type TRoomListInput = z.infer<typeof ZRoomListInput>;
export const ZRoomList = ZPaginated(ZRoom);

/** The one form behind /admin/room/create and /admin/room/update/{id}. */
export const ZRoomForm = z.object({
  name: ZName,
  slug: ZSlug,
  description: ZDescription.default(''),
  image: ZImageKey.nullable().default(null),
});
export type TRoomForm = z.infer<typeof ZRoomForm>;
export const ZRoomUpdateInput = ZRoomForm.extend({ id: ZId });
export type TRoomUpdateInput = z.infer<typeof ZRoomUpdateInput>;
