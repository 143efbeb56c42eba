import { ZRoomViewInput } from '@shop/domain';
import { z } from 'zod';
import { publicProcedure } from '../../trpc.js';
import { roomViewRest } from './room-view.rest.js';

/** Answers nothing (204 over REST): the page that fires it never reads the answer. */
export const recordRoomViewRoute = publicProcedure
  .meta({ ...roomViewRest.record, noContent: true })
  .input(ZRoomViewInput)
  .output(z.null())
  .mutation(async ({ ctx, input }) => {
    await ctx.services.roomView.record(input, { ip: ctx.http.ip, userAgent: ctx.http.userAgent });
    return null;
  });
