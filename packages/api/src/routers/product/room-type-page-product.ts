import { ZRoomTypePage, ZRoomTypePageInput } from '@shop/domain';
import { publicProcedure } from '../../trpc.js';
import { productRest } from './product.rest.js';

/** A room type that is not under the room of the URL is unknown there (404), like a missing one. */
export const roomTypePageProductRoute = publicProcedure
  .meta(productRest.roomTypePage)
  .input(ZRoomTypePageInput)
  .output(ZRoomTypePage)
  .query(({ ctx, input }) => ctx.services.product.store.roomTypePage(input.roomSlug, input.roomTypeSlug));
