import { ZCaseCreated, ZCaseRequest } from '@shop/domain';
import { countGuestOrderAccess } from '../../rate-limit.js';
import { shopperProcedure } from '../../trpc.js';
import { caseRest } from './case.rest.js';

export const requestCaseRoute = shopperProcedure
  .meta(caseRest.request)
  .input(ZCaseRequest)
  .output(ZCaseCreated)
  .mutation(async ({ ctx, input }) => {
    if (input.email !== undefined)
      await countGuestOrderAccess(ctx.services, ctx.http.ip, input.number, input.email);
    return ctx.services.case.request(ctx.shopper.customer ?? ctx.shopper.buyer({ create: false }), input);
  });
