import { ZRoomType, ZRoomTypeForm } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { roomTypeRest } from './room-type.rest.js';

export const createRoomTypeRoute = staffProcedure
  .meta(roomTypeRest.create)
  .input(ZRoomTypeForm)
  .output(ZRoomType)
  .mutation(({ ctx, input }) => ctx.services.roomType.create(input));
