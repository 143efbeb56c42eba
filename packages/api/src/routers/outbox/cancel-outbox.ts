import { ZIdInput, ZOutboxMessage } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { outboxRest } from './outbox.rest.js';

export const cancelOutboxRoute = adminOnlyProcedure
  .meta(outboxRest.cancel)
  .input(ZIdInput)
  .output(ZOutboxMessage)
  .mutation(({ ctx, input }) => ctx.services.outbox.cancel(input.id));
