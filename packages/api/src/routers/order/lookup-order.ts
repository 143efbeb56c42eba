import { ZOrderDetail, ZOrderLookupInput } from '@shop/domain';
import { countOrderLookup } from '../../rate-limit.js';
import { publicProcedure } from '../../trpc.js';
import { orderRest } from './order.rest.js';

/**
 * A guest's way back to their order: number and email, no session. Counted per address and per number before the
 * read (whatever the answer); a wrong email and an unknown number answer the same 404.
 */
export const lookupOrderRoute = publicProcedure
  .meta(orderRest.lookup)
  .input(ZOrderLookupInput)
  .output(ZOrderDetail)
  .mutation(async ({ ctx, input }) => {
    await countOrderLookup(ctx.services, ctx.http.ip, input.number);
    return ctx.services.order.lookup(input.number, input.email);
  });
