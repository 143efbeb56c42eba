import { staffProcedure } from '../../trpc.js';
import { ZRoomIdInput, ZSuccess, roomMeta } from './room.types.js';

export const deleteRoomRoute = staffProcedure
  .meta(roomMeta.delete)
  .input(ZRoomIdInput)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await ctx.services.rooms.delete(input.id);
    return { success: true as const };
  });
