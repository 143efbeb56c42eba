import { ZIdInput, ZOutboxMessage } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { outboxRest } from './outbox.rest.js';

export const detailOutboxRoute = staffProcedure
  .meta(outboxRest.detail)
  .input(ZIdInput)
  .output(ZOutboxMessage)
  .query(({ ctx, input }) => ctx.services.outbox.detail(input.id));
