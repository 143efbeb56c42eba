import { ZWebhookCreateInput, ZWebhookEndpointWithSecret } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { webhooksRest } from './webhooks.rest.js';

export const createWebhooksRoute = adminOnlyProcedure
  .meta(webhooksRest.create)
  .input(ZWebhookCreateInput)
  .output(ZWebhookEndpointWithSecret)
  .mutation(({ ctx, input }) => ctx.services.webhooks.create(input));
