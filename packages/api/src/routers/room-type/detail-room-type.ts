import { ZIdInput, ZRoomType } from '@shop/domain';
import { publicProcedure } from '../../trpc.js';
import { roomTypeRest } from './room-type.rest.js';

export const detailRoomTypeRoute = publicProcedure
  .meta(roomTypeRest.detail)
  .input(ZIdInput)
  .output(ZRoomType)
  .query(({ ctx, input }) => ctx.services.roomType.detail(input.id));
