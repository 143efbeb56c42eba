import { ZCaseOrderRef, ZCaseView } from '@shop/domain';
import { z } from 'zod';
import { countGuestOrderAccess } from '../../rate-limit.js';
import { shopperProcedure } from '../../trpc.js';
import { caseRest } from './case.rest.js';

export const mineCaseRoute = shopperProcedure
  .meta(caseRest.mine)
  .input(ZCaseOrderRef)
  .output(z.array(ZCaseView))
  .query(async ({ ctx, input }) => {
    // A guest names the order by its email, as the order lookup does: counted per address (rate-limit.ts).
    if (input.email !== undefined)
      await countGuestOrderAccess(ctx.services, ctx.http.ip, input.number, input.email);
    return ctx.services.case.mine(ctx.shopper.customer ?? ctx.shopper.buyer({ create: false }), input);
  });
