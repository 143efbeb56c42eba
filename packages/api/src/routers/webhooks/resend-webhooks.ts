import { ZIdInput, ZWebhookDelivery } from '@shop/domain';
import { adminOnlyProcedure } from '../../trpc.js';
import { webhooksRest } from './webhooks.rest.js';

export const resendWebhooksRoute = adminOnlyProcedure
  .meta(webhooksRest.resend)
  .input(ZIdInput)
  .output(ZWebhookDelivery)
  .mutation(({ ctx, input }) => ctx.services.webhooks.resend(input.id));
