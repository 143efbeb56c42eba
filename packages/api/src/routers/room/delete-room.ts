import { ZIdInput, ZSuccess } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { roomRest } from './room.rest.js';

export const deleteRoomRoute = staffProcedure
  .meta(roomRest.delete)
  .input(ZIdInput)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await ctx.services.room.delete(input.id);
    return { success: true as const };
  });
