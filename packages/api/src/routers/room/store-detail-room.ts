import { ZIdInput, ZRoomBrowse } from '@shop/domain';
import { publicProcedure } from '../../trpc.js';
import { roomRest } from './room.rest.js';

export const storeDetailRoomRoute = publicProcedure
  .meta(roomRest.storeDetail)
  .input(ZIdInput)
  .output(ZRoomBrowse)
  .query(({ ctx, input }) => ctx.services.room.storeDetail(input.id));
