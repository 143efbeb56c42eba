import { publicProcedure } from '../../trpc.js';
import { ZRoomList, ZRoomListInput, roomMeta } from './room.types.js';

/** Rooms are public catalogue data: the back-office table and the storefront read the same list. */
export const getRoomListRoute = publicProcedure
  .meta(roomMeta.getList)
  .input(ZRoomListInput)
  .output(ZRoomList)
  .query(({ ctx, input }) => ctx.services.rooms.list(input));

export const getCustomerRoomListRoute = publicProcedure
  .meta(roomMeta.customerList)
  .input(ZRoomListInput)
  .output(ZRoomList)
  .query(({ ctx, input }) => ctx.services.rooms.list(input));
