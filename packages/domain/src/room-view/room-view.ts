import { z } from 'zod';
import { ZId } from '../common/fields.js';

/** A storefront visit of a room type page (POST /api/loading), for the back-office room type chart. */
export const ZRoomViewInput = z.object({ roomTypeId: ZId });
export type TRoomViewInput = z.infer<typeof ZRoomViewInput>;
/** A visitor's views of one room type count once per this many milliseconds. */
export const ROOM_VIEW_DEDUP_MS = 60 * 60_000;
