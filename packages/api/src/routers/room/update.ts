import { staffProcedure } from '../../trpc.js';
import { ZRoom, ZRoomUpdateInput, roomMeta } from './room.types.js';

export const updateRoomRoute = staffProcedure
  .meta(roomMeta.update)
  .input(ZRoomUpdateInput)
  .output(ZRoom)
  .mutation(({ ctx, input: { id, ...form } }) => ctx.services.rooms.update(id, form));
