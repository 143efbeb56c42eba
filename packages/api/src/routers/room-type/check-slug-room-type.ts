import { ZCheckSlugInput, ZCheckSlugOutput } from '@shop/domain';
import { publicProcedure } from '../../trpc.js';
import { roomTypeRest } from './room-type.rest.js';

/** A read, so the form can ask as the user types; POST only because the legacy path says so. */
export const checkSlugRoomTypeRoute = publicProcedure
  .meta(roomTypeRest.checkSlug)
  .input(ZCheckSlugInput)
  .output(ZCheckSlugOutput)
  .query(({ ctx, input }) => ctx.services.roomType.checkSlug(input.slug, input.excludeId));
