import { ZRoomList, ZRoomListInput } from '@shop/domain';
import { publicProcedure } from '../../trpc.js';
import { roomRest } from './room.rest.js';

/** Rooms are public catalogue data: the back-office table and the storefront read the same list. */
export const getListRoomRoute = publicProcedure
  .meta(roomRest.getList)
  .input(ZRoomListInput)
  .output(ZRoomList)
  .query(({ ctx, input }) => ctx.services.room.getList(input));
