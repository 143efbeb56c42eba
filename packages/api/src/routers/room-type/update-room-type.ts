import { ZRoomType, ZRoomTypeUpdateInput } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { roomTypeRest } from './room-type.rest.js';

export const updateRoomTypeRoute = staffProcedure
  .meta(roomTypeRest.update)
  .input(ZRoomTypeUpdateInput)
  .output(ZRoomType)
  .mutation(({ ctx, input: { id, ...form } }) => ctx.services.roomType.update(id, form));
