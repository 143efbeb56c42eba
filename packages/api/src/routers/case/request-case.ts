import { ZCaseCreated, ZCaseRequest } from '@shop/domain';
import { countOrderLookup } from '../../rate-limit.js';
import { shopperProcedure } from '../../trpc.js';
import { caseRest } from './case.rest.js';

export const requestCaseRoute = shopperProcedure
  .meta(caseRest.request)
  .input(ZCaseRequest)
  .output(ZCaseCreated)
  .mutation(async ({ ctx, input }) => {
    if (input.email !== undefined) await countOrderLookup(ctx.services, ctx.http.ip);
    return ctx.services.case.request(ctx.shopper.customer ?? ctx.shopper.buyer({ create: false }), input);
  });
