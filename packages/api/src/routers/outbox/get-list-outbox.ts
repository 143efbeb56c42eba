import { ZOutboxList, ZOutboxListInput } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { outboxRest } from './outbox.rest.js';

export const getListOutboxRoute = staffProcedure
  .meta(outboxRest.getList)
  .input(ZOutboxListInput)
  .output(ZOutboxList)
  .query(({ ctx, input }) => ctx.services.outbox.getList(input));
