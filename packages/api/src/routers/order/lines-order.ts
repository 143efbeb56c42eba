import { ZOrderLines, ZOrderLinesInput } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { orderRest } from './order.rest.js';

export const linesOrderRoute = adminOnlyProcedure
  .meta(orderRest.lines)
  .input(ZOrderLinesInput)
  .output(ZOrderLines)
  .query(({ ctx, input }) => ctx.services.order.lines(input.orderId));
