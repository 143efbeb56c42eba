import { router } from '../../trpc.js';
import { cancelOutboxRoute } from './cancel-outbox.js';
import { detailOutboxRoute } from './detail-outbox.js';
import { failedCountOutboxRoute } from './failed-count-outbox.js';
import { getListOutboxRoute } from './get-list-outbox.js';
import { resendOutboxRoute } from './resend-outbox.js';

export const outboxRouter = router({
  getList: getListOutboxRoute,
  detail: detailOutboxRoute,
  resend: resendOutboxRoute,
  cancel: cancelOutboxRoute,
  failedCount: failedCountOutboxRoute,
});
