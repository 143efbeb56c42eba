import { ZWebhookDeliveriesInput, ZWebhookDeliveryList } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { webhooksRest } from './webhooks.rest.js';

export const deliveriesWebhooksRoute = adminOnlyProcedure
  .meta(webhooksRest.deliveries)
  .input(ZWebhookDeliveriesInput)
  .output(ZWebhookDeliveryList)
  .query(({ ctx, input }) => ctx.services.webhooks.deliveries(input));
