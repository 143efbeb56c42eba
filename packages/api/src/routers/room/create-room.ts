import { ZRoom, ZRoomForm } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { roomRest } from './room.rest.js';

export const createRoomRoute = staffProcedure
  .meta(roomRest.create)
  .input(ZRoomForm)
  .output(ZRoom)
  .mutation(({ ctx, input }) => ctx.services.room.create(input));
