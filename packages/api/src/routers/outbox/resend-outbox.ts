import { ZIdInput, ZOutboxMessage } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { outboxRest } from './outbox.rest.js';

export const resendOutboxRoute = adminOnlyProcedure
  .meta(outboxRest.resend)
  .input(ZIdInput)
  .output(ZOutboxMessage)
  .mutation(({ ctx, input }) => ctx.services.outbox.resend(input.id));
