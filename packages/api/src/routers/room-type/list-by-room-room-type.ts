import { ZNoInput, ZRoomsWithRoomTypes } from '@shop/domain';
import { publicProcedure } from '../../trpc.js';
import { roomTypeRest } from './room-type.rest.js';

/** A read (POST only because the legacy path says so); legacy clients may send no body. */
export const listByRoomRoomTypeRoute = publicProcedure
  .meta(roomTypeRest.listByRoom)
  .input(ZNoInput)
  .output(ZRoomsWithRoomTypes)
  .query(({ ctx }) => ctx.services.roomType.listByRoom());
