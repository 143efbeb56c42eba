import { ZIdInput, ZRoom } from '@shop/domain';
import { publicProcedure } from '../../trpc.js';
import { roomRest } from './room.rest.js';

export const detailRoomRoute = publicProcedure
  .meta(roomRest.detail)
  .input(ZIdInput)
  .output(ZRoom)
  .query(({ ctx, input }) => ctx.services.room.detail(input.id));
