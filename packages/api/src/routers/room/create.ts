import { staffProcedure } from '../../trpc.js';
import { ZRoom, ZRoomCreateInput, roomMeta } from './room.types.js';

export const createRoomRoute = staffProcedure
  .meta(roomMeta.create)
  .input(ZRoomCreateInput)
  .output(ZRoom)
  .mutation(({ ctx, input }) => ctx.services.rooms.create(input));
