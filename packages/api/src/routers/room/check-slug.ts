import { publicProcedure } from '../../trpc.js';
import { ZCheckSlugInput, ZCheckSlugOutput, roomMeta } from './room.types.js';

/** A read, so the form can ask as the user types; POST only because the legacy path says so. */
export const checkRoomSlugRoute = publicProcedure
  .meta(roomMeta.checkSlug)
  .input(ZCheckSlugInput)
  .output(ZCheckSlugOutput)
  .query(async ({ ctx, input }) => ({
    available: await ctx.services.rooms.checkSlug(input.slug, input.excludeId),
  }));
