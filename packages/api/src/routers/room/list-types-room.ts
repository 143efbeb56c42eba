import { ZRoomBrowse, ZRoomTypesOfRoomInput } from '@shop/domain';
import { publicProcedure } from '../../trpc.js';
import { roomRest } from './room.rest.js';

export const listTypesRoomRoute = publicProcedure
  .meta(roomRest.types)
  .input(ZRoomTypesOfRoomInput)
  .output(ZRoomBrowse)
  .query(({ ctx, input }) => ctx.services.roomBrowse.withRoomTypes(input));
