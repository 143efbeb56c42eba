import { ZHomeRooms, ZNoInput } from '@shop/domain';
import { publicProcedure } from '../../trpc.js';
import { roomRest } from './room.rest.js';

export const homeRoomRoute = publicProcedure
  .meta(roomRest.home)
  .input(ZNoInput)
  .output(ZHomeRooms)
  .query(({ ctx }) => ctx.services.room.home());
