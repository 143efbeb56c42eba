import { router } from '../../trpc.js';
import { createWebhooksRoute } from './create-webhooks.js';
import { deleteWebhooksRoute } from './delete-webhooks.js';
import { deliveriesWebhooksRoute } from './deliveries-webhooks.js';
import { detailWebhooksRoute } from './detail-webhooks.js';
import { getListWebhooksRoute } from './get-list-webhooks.js';
import { resendWebhooksRoute } from './resend-webhooks.js';
import { rotateSecretWebhooksRoute } from './rotate-secret-webhooks.js';
import { updateWebhooksRoute } from './update-webhooks.js';

export const webhooksRouter = router({
  getList: getListWebhooksRoute,
  detail: detailWebhooksRoute,
  create: createWebhooksRoute,
  update: updateWebhooksRoute,
  rotateSecret: rotateSecretWebhooksRoute,
  delete: deleteWebhooksRoute,
  deliveries: deliveriesWebhooksRoute,
  resend: resendWebhooksRoute,
});
