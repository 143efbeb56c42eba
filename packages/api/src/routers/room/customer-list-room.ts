import { ZRoomList, ZRoomListInput } from '@shop/domain';
import { publicProcedure } from '../../trpc.js';
import { roomRest } from './room.rest.js';

export const customerListRoomRoute = publicProcedure
  .meta(roomRest.customerList)
  .input(ZRoomListInput)
  .output(ZRoomList)
  .query(({ ctx, input }) => ctx.services.room.customerList(input));
