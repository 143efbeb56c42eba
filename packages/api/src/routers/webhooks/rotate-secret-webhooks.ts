import { ZIdInput, ZWebhookEndpointWithSecret } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { webhooksRest } from './webhooks.rest.js';

export const rotateSecretWebhooksRoute = adminOnlyProcedure
  .meta(webhooksRest.rotateSecret)
  .input(ZIdInput)
  .output(ZWebhookEndpointWithSecret)
  .mutation(({ ctx, input }) => ctx.services.webhooks.rotateSecret(input.id));
