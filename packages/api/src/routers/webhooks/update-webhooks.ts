import { ZWebhookEndpoint, ZWebhookUpdateInput } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { webhooksRest } from './webhooks.rest.js';

export const updateWebhooksRoute = adminOnlyProcedure
  .meta(webhooksRest.update)
  .input(ZWebhookUpdateInput)
  .output(ZWebhookEndpoint)
  .mutation(({ ctx, input }) => ctx.services.webhooks.update(input));
