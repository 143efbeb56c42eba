import { ZIdInput, ZWebhookEndpoint } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { webhooksRest } from './webhooks.rest.js';

export const detailWebhooksRoute = adminOnlyProcedure
  .meta(webhooksRest.detail)
  .input(ZIdInput)
  .output(ZWebhookEndpoint)
  .query(({ ctx, input }) => ctx.services.webhooks.detail(input.id));
