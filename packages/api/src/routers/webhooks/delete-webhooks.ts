import { ZIdInput, ZSuccess } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { webhooksRest } from './webhooks.rest.js';

export const deleteWebhooksRoute = adminOnlyProcedure
  .meta(webhooksRest.delete)
  .input(ZIdInput)
  .output(ZSuccess)
  .mutation(({ ctx, input }) => ctx.services.webhooks.delete(input.id));
