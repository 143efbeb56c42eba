import { ZNoInput, ZWebhookEndpointList } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { webhooksRest } from './webhooks.rest.js';

export const getListWebhooksRoute = adminOnlyProcedure
  .meta(webhooksRest.getList)
  .input(ZNoInput)
  .output(ZWebhookEndpointList)
  .query(({ ctx }) => ctx.services.webhooks.getList());
