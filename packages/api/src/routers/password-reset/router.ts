import { router } from '../../trpc.js';
import { completePasswordResetRoute } from './complete-password-reset.js';
import { requestPasswordResetRoute } from './request-password-reset.js';

export const passwordResetRouter = router({
  request: requestPasswordResetRoute,
  complete: completePasswordResetRoute,
});
