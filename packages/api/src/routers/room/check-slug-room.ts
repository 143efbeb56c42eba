import { ZCheckSlugInput, ZCheckSlugOutput } from '@shop/domain';
import { publicProcedure } from '../../trpc.js';
import { roomRest } from './room.rest.js';

/** A read, so the form can ask as the user types; POST only because the legacy path says so. */
export const checkSlugRoomRoute = publicProcedure
  .meta(roomRest.checkSlug)
  .input(ZCheckSlugInput)
  .output(ZCheckSlugOutput)
  .query(({ ctx, input }) => ctx.services.room.checkSlug(input.slug, input.excludeId));
