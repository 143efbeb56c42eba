import { ZOrderDetail, ZOrderLookupInput } from '@shop/domain';
import { countOrderLookup } from '../../rate-limit.js';
import { publicProcedure } from '../../trpc.js';
import { orderRest } from './order.rest.js';

/**
 * A guest's way back to their order: number and email, no session. Counted per requesting address before the read
 * (whatever the answer), never per number, so that strangers cannot hold a guest's lookup; a wrong email and an
 * unknown number answer the same 404.
 */
export const lookupOrderRoute = publicProcedure
  .meta(orderRest.lookup)
  .input(ZOrderLookupInput)
  .output(ZOrderDetail)
  .mutation(async ({ ctx, input }) => {
    await countOrderLookup(ctx.services, ctx.http.ip);
    return ctx.services.order.lookup(input.number, input.email);
  });
