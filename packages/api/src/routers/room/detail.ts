import { publicProcedure } from '../../trpc.js';
import { ZRoom, ZRoomIdInput, roomMeta } from './room.types.js';

export const roomDetailRoute = publicProcedure
  .meta(roomMeta.detail)
  .input(ZRoomIdInput)
  .output(ZRoom)
  .query(({ ctx, input }) => ctx.services.rooms.detail(input.id));
