import { ZIdInput, ZSuccess } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { roomTypeRest } from './room-type.rest.js';

export const deleteRoomTypeRoute = staffProcedure
  .meta(roomTypeRest.delete)
  .input(ZIdInput)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await ctx.services.roomType.delete(input.id);
    return { success: true as const };
  });
