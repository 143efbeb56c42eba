import { ZRoomBrowse, ZRoomTypesOfRoomInput } from '@shop/domain';
import { publicProcedure } from '../../trpc.js';
import { roomRest } from './room.rest.js';

export const typesRoomRoute = publicProcedure
  .meta(roomRest.types)
  .input(ZRoomTypesOfRoomInput)
  .output(ZRoomBrowse)
  .query(({ ctx, input }) => ctx.services.room.types(input));
