import { ZRoomTypeList, ZRoomTypeListInput } from '@shop/domain';
import { publicProcedure } from '../../trpc.js';
import { roomTypeRest } from './room-type.rest.js';

/** Room types are public catalogue data, like rooms. */
export const listRoomTypeRoute = publicProcedure
  .meta(roomTypeRest.list)
  .input(ZRoomTypeListInput)
  .output(ZRoomTypeList)
  .query(({ ctx, input }) => ctx.services.roomType.list(input));
