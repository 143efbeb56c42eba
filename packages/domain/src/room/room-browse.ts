import { z } from 'zod';
import { ZId } from '../common/fields.js';
import { ZRoom } from './room.js';
import { ZRoomType } from '../room-type/room-type.js';

/** A room type as the storefront shows it: a card with how many products a shopper can buy in it. */
export const ZRoomTypeCard = ZRoomType.extend({ productCount: z.number().int() });
export type TRoomTypeCard = z.infer<typeof ZRoomTypeCard>;

/** A room with its room types, for /rooms/{slug}. */
export const ZRoomBrowse = ZRoom.extend({ roomTypes: z.array(ZRoomTypeCard) });
export type TRoomBrowse = z.infer<typeof ZRoomBrowse>;

export const ROOM_BROWSE_MESSAGES = { slugOrId: 'Give the room slug or id.' } as const;

/**
 * A room's types, by the room's slug or id (the storefront has the slug from its URL, legacy clients the id). A
 * slug that breaks the slug rule is simply not found: it cannot name a room.
 */
export const ZRoomTypesOfRoomInput = z
  .object({
    slug: z.string().trim().max(140, 'Slug must be at most 140 characters.').optional(),
    id: ZId.optional(),
  })
  .refine((input) => Boolean(input.slug) || input.id !== undefined, {
    path: ['slug'],
    message: ROOM_BROWSE_MESSAGES.slugOrId,
  });
export type TRoomTypesOfRoomInput = z.infer<typeof ZRoomTypesOfRoomInput>;

export const ZHomeRooms = z.array(ZRoom);
