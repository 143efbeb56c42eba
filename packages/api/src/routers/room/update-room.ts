import { ZRoom, ZRoomUpdateInput } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { roomRest } from './room.rest.js';

export const updateRoomRoute = staffProcedure
  .meta(roomRest.update)
  .input(ZRoomUpdateInput)
  .output(ZRoom)
  .mutation(({ ctx, input: { id, ...form } }) => ctx.services.room.update(id, form));
